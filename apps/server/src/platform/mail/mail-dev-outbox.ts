import type { FastifyBaseLogger } from 'fastify';
import type { MailSender } from './mail-sender.js';

/**
 * Without SMTP_URL: a mail's delivery is a line in the log with its link, for whoever runs the server
 * to follow by hand; the outbox keeps the mail, without its link once it is written.
 */
export function createDevOutbox(log: FastifyBaseLogger): MailSender {
  log.warn('No SMTP_URL: e-mail links are written to the log. This is for trying Arcana, not for production; set SMTP_URL to send mail.');
  return {
    concurrency: 1,
    async deliver(mail, link) {
      log.info({ to: mail.to }, `mail (dev outbox): ${mail.subject} — ${link}`);
    },
    close: () => Promise.resolve(),
  };
}
