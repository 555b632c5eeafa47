import type { FastifyBaseLogger } from 'fastify';
import type { OutboxMail, OutboxRepo } from './mail-outbox.repo.js';
import type { MailSender } from './mail.service.js';

/**
 * Without SMTP_URL: each mail is kept in the outbox without its link, and the link goes to the log,
 * for whoever runs the server to follow by hand.
 */
export function createDevOutbox(deps: { outbox: OutboxRepo; log: FastifyBaseLogger }): MailSender {
  const { outbox, log } = deps;
  log.warn('No SMTP_URL: e-mail links are written to the log. This is for trying Arcana, not for production; set SMTP_URL to send mail.');
  return {
    async send(mail: OutboxMail, link: string) {
      await outbox.insertSent(mail);
      log.info({ to: mail.to, template: mail.template }, `mail (dev outbox): ${mail.subject} — ${link}`);
    },
    retryUnsent: () => Promise.resolve(0),
    close: () => Promise.resolve(),
  };
}
