import nodemailer from 'nodemailer';
import { fillLink } from './mail.templates.js';
import type { MailSender } from './mail-sender.js';

/** Each far below the mail job's lease (mail.service.ts), so a stalled server cannot outlast it. */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };
/**
 * Connections kept open and reused: a mail then costs the relay one transaction instead of a
 * connection, its greeting (which servers delay to catch clients that talk too soon) and a
 * handshake. A few at once, as many mails as are delivered side by side.
 */
const CONNECTIONS = 3;

export interface SmtpMailDeps {
  smtpUrl: string;
  from: string;
  /** The domain of Message-IDs: one per outbox row, so a mail sent again is recognisably the same one. */
  messageIdHost: string;
}

/** Mail over SMTP: a failure throws, and the mail's job tries again on its backoff. */
export function createSmtpMail(deps: SmtpMailDeps): MailSender {
  const transporter = nodemailer.createTransport({ url: deps.smtpUrl, pool: true, maxConnections: CONNECTIONS, ...SMTP_TIMEOUTS });
  return {
    concurrency: CONNECTIONS,
    async deliver(mail, link) {
      await transporter.sendMail({
        from: deps.from,
        to: mail.to,
        subject: mail.subject,
        messageId: `<${mail.id}@${deps.messageIdHost}>`,
        ...fillLink(mail, link),
      });
    },
    async close() {
      transporter.close();
    },
  };
}
