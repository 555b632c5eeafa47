import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { enqueueJobs } from '../../jobs/jobs.repo.js';
import { retryWith, type JobHandler } from '../../jobs/job-runner.js';
import { createDevOutbox } from './mail-dev-outbox.js';
import { createOutboxRepo } from './mail-outbox.repo.js';
import type { MailSender } from './mail-sender.js';
import { createSmtpMail } from './mail-smtp.js';
import { mailTemplates, type MailTemplateName, type ReviewedCollection } from './mail.templates.js';

/** A mail is given up after this many failed deliveries, about an hour after it was owed (an admin can retry it). */
export const MAIL_ATTEMPTS = 8;
const MAIL_BACKOFF = { firstMs: 30_000, longestMs: 30 * 60_000 };

export interface MailService {
  /**
   * A mail a fact owes, written in the fact's transaction (docs/decisions/043): if the fact rolls back
   * there is none, and once it commits the mail is delivered, by whichever instance leases its job.
   */
  owe(tx: Database, to: string, mail: OwedMail): Promise<void>;
  /**
   * owe() for a template whose link opens a page of the app with these parameters (a one-time link's
   * token, issued in the same transaction: a link is never issued that no mail carries).
   */
  oweLink(
    tx: Database,
    to: string,
    template: MailTemplateName,
    username: string,
    page: string,
    query: Record<string, string>,
  ): Promise<void>;
  /** The same mail with "[TEST]" before its subject (developer tools' Email Tester), through the same outbox. */
  sendTest(to: string, template: MailTemplateName, username: string, link: string): Promise<void>;
  /** The `mail` queue's handler: one mail delivered per job. */
  job(): JobHandler;
  /** Closes the transport, once the job runner has stopped. */
  close(): Promise<void>;
}

/** A mail a fact owes: a template with its link, or a creator's collection approved or rejected (with the reviewer's reason). */
export type OwedMail =
  | { template: MailTemplateName; username: string; link: string; subjectPrefix?: string }
  | { review: ReviewedCollection; approved: boolean; username: string; link: string };

export interface MailDeps {
  db: Database;
  log: FastifyBaseLogger;
  /** Seals links while their mail waits in the outbox. */
  box: SecretBox;
  smtpUrl: string | undefined;
  from: string;
  /** Where the links lead, and the domain of each mail's Message-ID. */
  publicUrl: string;
}

export function createMailService(deps: MailDeps): MailService {
  const outbox = createOutboxRepo();
  const { smtpUrl, box } = deps;
  const sender: MailSender = smtpUrl
    ? createSmtpMail({ smtpUrl, from: deps.from, messageIdHost: new URL(deps.publicUrl).hostname })
    : createDevOutbox(deps.log);
  const rendered = (mail: OwedMail) => {
    if ('review' in mail) return mailTemplates[mail.approved ? 'collectionApproved' : 'collectionRejected'](mail.username, mail.review);
    const made = mailTemplates[mail.template](mail.username);
    return mail.subjectPrefix ? { ...made, subject: `${mail.subjectPrefix} ${made.subject}` } : made;
  };
  async function owe(tx: Database, to: string, mail: OwedMail) {
    const mailId = await outbox.insertOwed(tx, { to, ...rendered(mail), linkSealed: box.seal(mail.link) });
    await enqueueJobs(tx, 'mail', [{ key: mailId }]);
  }
  return {
    owe,
    oweLink: (tx, to, template, username, page, query) =>
      owe(tx, to, { template, username, link: `${deps.publicUrl}${page}?${new URLSearchParams(query).toString()}` }),
    sendTest: (to, template, username, link) =>
      deps.db.transaction((tx) => owe(tx, to, { template, username, link, subjectPrefix: '[TEST]' })),
    job: () => ({
      leaseSeconds: 10 * 60,
      concurrency: sender.concurrency,
      retryInMs: retryWith(MAIL_ATTEMPTS, MAIL_BACKOFF),
      async run([job]) {
        const mail = await outbox.findUnsent(deps.db, job!.key);
        // Delivered already (an attempt that died before it was marked done), or swept: nothing to do.
        if (!mail) return;
        await sender.deliver(mail, box.open(mail.linkSealed));
        await outbox.markSent(deps.db, mail.id);
      },
    }),
    close: () => sender.close(),
  };
}
