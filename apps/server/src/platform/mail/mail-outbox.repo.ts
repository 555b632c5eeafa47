import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';
import { ago, DAY_MS, deleteWhere, type SweepRule } from '../../lib/sweep.js';

/** A rendered mail, its link still a placeholder (mail.templates.ts). */
export interface OutboxMail {
  to: string;
  template: string;
  subject: string;
  html: string;
  text: string;
}

/** An unsent mail: its link is in `linkSealed` until the mail is delivered. */
export type HeldMail = Omit<OutboxMail, 'template'> & { id: string; linkSealed: string };

const heldColumns = {
  id: mailOutbox.id,
  to: mailOutbox.to,
  subject: mailOutbox.subject,
  html: mailOutbox.html,
  text: mailOutbox.text,
  linkSealed: mailOutbox.linkSealed,
};

export function createOutboxRepo() {
  return {
    /** Stores a mail to deliver, in the transaction of what owes it: its `mail` job delivers it once that commits. */
    async insertOwed(tx: Database, mail: OutboxMail & { linkSealed: string }): Promise<string> {
      const [row] = await tx.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
      if (!row) throw new Error('mail outbox insert returned nothing');
      return row.id;
    },

    /** The mail, unless it was delivered (its link cleared) or swept. */
    async findUnsent(db: Database, id: string): Promise<HeldMail | undefined> {
      const [row] = await db
        .select(heldColumns)
        .from(mailOutbox)
        .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)));
      return row?.linkSealed ? { ...row, linkSealed: row.linkSealed } : undefined;
    },

    /** Delivered: the sealed link goes, so the outbox keeps nothing that opens an account. */
    async markSent(db: Database, id: string): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ sentAt: sql`now()`, linkSealed: null })
        .where(eq(mailOutbox.id, id));
    },
  };
}

export type OutboxRepo = ReturnType<typeof createOutboxRepo>;

/** Long enough to answer "did my mail go?", short enough that the outbox is not an address book. */
const SENT_MAIL_KEPT_MS = 7 * DAY_MS;

/** Sent or given up: either way no one reads it any more (an unsent one's sealed link expired long ago). */
export const sweepSentMail: SweepRule = (tx) =>
  deleteWhere(tx, mailOutbox, lt(sql`coalesce(${mailOutbox.sentAt}, ${mailOutbox.createdAt})`, ago(SENT_MAIL_KEPT_MS)));
