import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { SecretBox } from '../../lib/secret-box.js';
import type { HeldMail, OutboxMail, OutboxRepo } from './mail-outbox.repo.js';
import { fillLink } from './mail.templates.js';
import type { MailSender } from './mail.service.js';

/** Mails one retry takes at a time; they are sent side by side, each well within its lease. */
const RETRY_BATCH = 10;
/** Each far below the outbox lease (mail-outbox.repo.ts), so a stalled server cannot outlast it. */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };
/**
 * Connections kept open and reused: a mail then costs the relay one transaction instead of a
 * connection, its greeting (which servers delay to catch clients that talk too soon) and a
 * handshake. A few at once, as many as a retry's batch needs in turns.
 */
const SMTP_POOL = { pool: true, maxConnections: 3 } as const;

export interface SmtpMailDeps {
  outbox: OutboxRepo;
  box: SecretBox;
  log: FastifyBaseLogger;
  smtpUrl: string;
  from: string;
  /** The domain of Message-IDs: one per outbox row, so a mail sent again is recognisably the same one. */
  messageIdHost: string;
}

/**
 * Mail over SMTP through the outbox: the link is kept sealed until the mail is delivered, then cleared.
 * Whoever delivers a mail holds it (a lease), so with several instances each mail is sent once.
 */
export function createSmtpMail(deps: SmtpMailDeps): MailSender {
  const { outbox, box, log } = deps;
  const transporter = nodemailer.createTransport({ url: deps.smtpUrl, ...SMTP_POOL, ...SMTP_TIMEOUTS });
  const inFlight = new Set<Promise<void>>();

  /** close() waits for whatever is tracked; a failure here is the database's, the mail stays for a retry. */
  function track(work: Promise<unknown>): Promise<void> {
    const settled = work.then(
      () => undefined,
      (err: unknown) => log.warn({ err }, 'mail outbox unavailable; unsent mail waits for the next retry'),
    );
    inFlight.add(settled);
    void settled.finally(() => inFlight.delete(settled));
    return settled;
  }

  async function deliver(mail: HeldMail, link: () => string): Promise<void> {
    try {
      await transporter.sendMail({
        from: deps.from,
        to: mail.to,
        subject: mail.subject,
        messageId: `<${mail.id}@${deps.messageIdHost}>`,
        ...fillLink(mail, link()),
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ mailId: mail.id, err: message }, 'mail delivery failed; will retry');
      await outbox.markFailed(mail.id, message);
      return;
    }
    await outbox.markSent(mail.id);
  }

  async function retryUnsent(): Promise<number> {
    const held = await outbox.claimUnsent(RETRY_BATCH);
    await Promise.all(held.map((mail) => track(deliver(mail, () => box.open(mail.linkSealed)))));
    return held.length;
  }

  return {
    async send(mail: OutboxMail, link: string) {
      const held = await outbox.insertHeld({ ...mail, linkSealed: box.seal(link) });
      void track(deliver(held, () => link));
    },
    retryUnsent,
    async close() {
      await Promise.allSettled([...inFlight]);
      transporter.close();
    },
  };
}
