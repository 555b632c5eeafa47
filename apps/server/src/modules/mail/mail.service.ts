import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { createDevOutbox } from './mail-dev-outbox.js';
import { createOutboxRepo, type OutboxMail } from './mail-outbox.repo.js';
import { createSmtpMail } from './mail-smtp.js';
import { mailTemplates, type MailTemplateName, type ReviewedCollection } from './mail.templates.js';

export interface MailService {
  /** Resolves once the mail is in the outbox (durable); delivery happens after, and is retried. */
  sendLink(to: string, template: MailTemplateName, username: string, link: string): Promise<void>;
  /** A creator's collection approved or rejected, with the reviewer's reason; the link leads to it. */
  sendReview(to: string, username: string, approved: boolean, review: ReviewedCollection, link: string): Promise<void>;
  /** The same mail with "[TEST]" before its subject (developer tools' Email Tester), through the same outbox. */
  sendTest(to: string, template: MailTemplateName, username: string, link: string): Promise<void>;
  /** Claims unsent mail no instance holds, delivers it, and resolves with how many mails it claimed. */
  retryUnsent(): Promise<number>;
  /** Waits for deliveries under way and stops retrying. */
  close(): Promise<void>;
}

/** Where a rendered mail goes: over SMTP, or into the dev outbox and the log. */
export type MailSender = Omit<MailService, 'sendLink' | 'sendTest' | 'sendReview'> & {
  send(mail: OutboxMail, link: string): Promise<void>;
};

export interface MailDeps {
  db: Database;
  log: FastifyBaseLogger;
  /** Seals links while their mail waits in the outbox. */
  box: SecretBox;
  smtpUrl: string | undefined;
  from: string;
  messageIdHost: string;
}

export function createMailService(deps: MailDeps): MailService {
  const outbox = createOutboxRepo(deps.db);
  const { smtpUrl } = deps;
  const sender = smtpUrl ? createSmtpMail({ ...deps, outbox, smtpUrl }) : createDevOutbox({ outbox, log: deps.log });
  return {
    sendLink: (to, template, username, link) => sender.send({ to, ...mailTemplates[template](username) }, link),
    sendReview: (to, username, approved, review, link) =>
      sender.send({ to, ...mailTemplates[approved ? 'collectionApproved' : 'collectionRejected'](username, review) }, link),
    sendTest(to, template, username, link) {
      const mail = mailTemplates[template](username);
      return sender.send({ to, ...mail, subject: `[TEST] ${mail.subject}` }, link);
    },
    retryUnsent: () => sender.retryUnsent(),
    close: () => sender.close(),
  };
}
