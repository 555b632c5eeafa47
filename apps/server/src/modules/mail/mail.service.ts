import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { recordDomainEvents } from '../../outbox/domain-events.repo.js';
import { createDevOutbox } from './mail-dev-outbox.js';
import { createOutboxRepo, type OutboxMail } from './mail-outbox.repo.js';
import { createSmtpMail } from './mail-smtp.js';
import { mailTemplates, type MailTemplateName, type ReviewedCollection } from './mail.templates.js';

/** How often unsent mail is looked for again. */
const RETRY_INTERVAL_MS = 30_000;

export interface MailService {
  /** Resolves once the mail is in the outbox (durable); delivery happens after, and is retried. */
  sendLink(to: string, template: MailTemplateName, username: string, link: string): Promise<void>;
  /**
   * A mail a fact owes, written in the fact's transaction (docs/decisions/043): if the fact rolls back
   * there is none, and once it commits the mail is delivered, by this instance or, after a crash, by
   * the next one to look. The recipient is the user the fact concerns.
   */
  owe(tx: Database, recipient: { userId: string; email: string }, mail: OwedMail): Promise<void>;
  /** The same mail with "[TEST]" before its subject (developer tools' Email Tester), through the same outbox. */
  sendTest(to: string, template: MailTemplateName, username: string, link: string): Promise<void>;
  /** Claims unsent mail no instance holds, delivers it, and resolves with how many mails it claimed. */
  retryUnsent(): Promise<number>;
  /** Waits for deliveries under way and stops retrying. */
  close(): Promise<void>;
}

/** A mail a fact owes: a template with its link, or a creator's collection approved or rejected (with the reviewer's reason). */
export type OwedMail =
  | { template: MailTemplateName; username: string; link: string }
  | { review: ReviewedCollection; approved: boolean; username: string; link: string };

/** Where a rendered mail goes: over SMTP, or into the dev outbox and the log. */
export type MailSender = Omit<MailService, 'sendLink' | 'sendTest' | 'owe'> & {
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
  const sender = smtpUrl ? createSmtpMail({ ...deps, outbox, smtpUrl }) : createDevOutbox({ outbox, box: deps.box, log: deps.log });
  // What a failed delivery or a crash left unsent: one look every RETRY_INTERVAL_MS, whichever way mail goes.
  let looking: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    looking = sender
      .retryUnsent()
      .catch((err: unknown) => deps.log.warn({ err }, 'mail outbox unavailable; unsent mail waits for the next retry'));
  }, RETRY_INTERVAL_MS);
  timer.unref();
  const rendered = (mail: OwedMail) =>
    'review' in mail
      ? mailTemplates[mail.approved ? 'collectionApproved' : 'collectionRejected'](mail.username, mail.review)
      : mailTemplates[mail.template](mail.username);
  return {
    sendLink: (to, template, username, link) => sender.send({ to, ...mailTemplates[template](username) }, link),
    async owe(tx, { userId, email }, mail) {
      const mailId = await outbox.insertOwed(tx, { to: email, ...rendered(mail), linkSealed: deps.box.seal(mail.link) });
      await recordDomainEvents(tx, [{ type: 'mail.owed', userId, subject: { mailId }, requestId: null }]);
    },
    sendTest(to, template, username, link) {
      const mail = mailTemplates[template](username);
      return sender.send({ to, ...mail, subject: `[TEST] ${mail.subject}` }, link);
    },
    retryUnsent: () => sender.retryUnsent(),
    async close() {
      clearInterval(timer);
      await looking;
      await sender.close();
    },
  };
}
