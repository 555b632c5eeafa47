import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';
import { mailTemplates, type MailTemplateName } from './mail.templates.js';

const MAX_ATTEMPTS = 5;
const RETRY_INTERVAL_MS = 30_000;

export interface MailService {
  /** Resolves once the mail is in the outbox (durable); delivery happens after, and is retried. */
  sendLink(to: string, template: MailTemplateName, username: string, link: string): Promise<void>;
  /** Waits for deliveries under way and stops retrying. */
  close(): Promise<void>;
}

interface Transport {
  deliver(mail: { to: string; subject: string; html: string; text: string }): Promise<void>;
}

function createTransport(smtpUrl: string | undefined, from: string): Transport | undefined {
  if (!smtpUrl) return undefined;
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async deliver(mail) {
      await transporter.sendMail({ from, ...mail });
    },
  };
}

export function createMailService(deps: { db: Database; log: FastifyBaseLogger; smtpUrl?: string; from: string }): MailService {
  const { db, log } = deps;
  const transport = createTransport(deps.smtpUrl, deps.from);
  const inFlight = new Set<Promise<void>>();

  async function deliver(row: typeof mailOutbox.$inferSelect): Promise<void> {
    if (!transport) return;
    try {
      await transport.deliver(row);
      await db
        .update(mailOutbox)
        .set({ sentAt: new Date(), attempts: row.attempts + 1, error: null })
        .where(eq(mailOutbox.id, row.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ mailId: row.id, err: message }, 'mail delivery failed; will retry');
      await db
        .update(mailOutbox)
        .set({ attempts: row.attempts + 1, error: message })
        .where(eq(mailOutbox.id, row.id));
    }
  }

  function track(work: Promise<void>) {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  }

  async function retryUnsent() {
    const rows = await db
      .select()
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, MAX_ATTEMPTS)))
      .orderBy(asc(mailOutbox.createdAt))
      .limit(20);
    for (const row of rows) if (row.attempts > 0) await deliver(row);
  }

  const timer = transport
    ? setInterval(() => track(retryUnsent().catch((err: unknown) => log.warn({ err }, 'mail retry sweep failed'))), RETRY_INTERVAL_MS)
    : undefined;
  timer?.unref();

  return {
    async sendLink(to, template, username, link) {
      const content = mailTemplates[template](username, link);
      const [row] = await db
        .insert(mailOutbox)
        .values({
          to,
          template: content.template,
          subject: content.subject,
          html: content.html,
          text: content.text,
          sentAt: transport ? null : new Date(),
        })
        .returning();
      if (!row) return;
      // The dev outbox: the mail stays in the table and the link goes to the log, for whoever runs the server.
      if (!transport) log.info({ to, template: content.template }, `mail (dev outbox): ${content.subject} — ${link}`);
      else track(deliver(row));
    },
    async close() {
      if (timer) clearInterval(timer);
      await Promise.allSettled([...inFlight]);
    },
  };
}
