import type { FastifyBaseLogger } from 'fastify';
import type { SecretBox } from '../../lib/secret-box.js';
import type { OutboxMail, OutboxRepo } from './mail-outbox.repo.js';
import type { MailSender } from './mail.service.js';

/** Owed mails the dev outbox writes to the log at a time. */
const BATCH = 10;

/**
 * Without SMTP_URL: each mail is kept in the outbox without its link, and the link goes to the log,
 * for whoever runs the server to follow by hand. A mail a fact owes waits, its link sealed, until the
 * fact commits; its delivery is the log line.
 */
export function createDevOutbox(deps: { outbox: OutboxRepo; box: SecretBox; log: FastifyBaseLogger }): MailSender {
  const { outbox, box, log } = deps;
  log.warn('No SMTP_URL: e-mail links are written to the log. This is for trying Arcana, not for production; set SMTP_URL to send mail.');
  async function retryUnsent() {
    const held = await outbox.claimUnsent(BATCH);
    for (const mail of held) {
      log.info({ to: mail.to }, `mail (dev outbox): ${mail.subject} — ${box.open(mail.linkSealed)}`);
      await outbox.markSent(mail.id);
    }
    return held.length;
  }

  return {
    async send(mail: OutboxMail, link: string) {
      await outbox.insertSent(mail);
      log.info({ to: mail.to, template: mail.template }, `mail (dev outbox): ${mail.subject} — ${link}`);
    },
    retryUnsent,
    close: () => Promise.resolve(),
  };
}
