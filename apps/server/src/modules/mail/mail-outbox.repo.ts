import { and, asc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';
import { ago, DAY_MS, deleteWhere, type SweepRule } from '../../lib/sweep.js';

/** A mail is given up after this many failed deliveries (it stays in the outbox with its last error). */
export const MAX_ATTEMPTS = 5;
/**
 * How long the instance delivering a mail holds it. Longer than a delivery can take (the transport's
 * timeouts end one well before), so no other instance picks it up while it is on its way.
 */
const LEASE = sql`now() + interval '10 minutes'`;

/** A rendered mail, its link still a placeholder (mail.templates.ts). */
export interface OutboxMail {
  to: string;
  template: string;
  subject: string;
  html: string;
  text: string;
}

/** An unsent mail an instance holds: its link is in `linkSealed` until the mail is delivered. */
export type HeldMail = Omit<OutboxMail, 'template'> & { id: string; linkSealed: string };

const heldColumns = {
  id: mailOutbox.id,
  to: mailOutbox.to,
  subject: mailOutbox.subject,
  html: mailOutbox.html,
  text: mailOutbox.text,
  linkSealed: mailOutbox.linkSealed,
};

const isHeld = (row: Omit<HeldMail, 'linkSealed'> & { linkSealed: string | null }): row is HeldMail => row.linkSealed !== null;

export function createOutboxRepo(db: Database) {
  return {
    /** Stores a mail to deliver, held by this instance from the start so its first delivery is not raced. */
    async insertHeld(mail: OutboxMail & { linkSealed: string }): Promise<HeldMail> {
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...mail, lockedUntil: LEASE })
        .returning(heldColumns);
      if (!row || !isHeld(row)) throw new Error('mail outbox insert returned nothing');
      return row;
    },

    /**
     * Stores a mail a fact owes, in the fact's transaction: held by no one, it is delivered once the
     * fact commits, by whichever instance claims it first (claimUnsent).
     */
    async insertOwed(tx: Database, mail: OutboxMail & { linkSealed: string }): Promise<string> {
      const [row] = await tx.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
      if (!row) throw new Error('mail outbox insert returned nothing');
      return row.id;
    },

    /** The dev outbox: a mail nobody delivers is stored as sent, without its link. */
    async insertSent(mail: OutboxMail): Promise<void> {
      await db.insert(mailOutbox).values({ ...mail, sentAt: sql`now()` });
    },

    /**
     * Takes up to `limit` unsent mails no instance holds. SKIP LOCKED and the lease together mean two
     * instances claiming at the same moment never get the same mail.
     */
    async claimUnsent(limit: number): Promise<HeldMail[]> {
      const due = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            isNull(mailOutbox.sentAt),
            isNotNull(mailOutbox.linkSealed),
            lt(mailOutbox.attempts, MAX_ATTEMPTS),
            or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, sql`now()`)),
          ),
        )
        .orderBy(asc(mailOutbox.createdAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db.update(mailOutbox).set({ lockedUntil: LEASE }).where(inArray(mailOutbox.id, due)).returning(heldColumns);
      return rows.filter(isHeld);
    },

    /** Delivered: the sealed link goes, so the outbox keeps nothing that opens an account. */
    async markSent(id: string): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ sentAt: sql`now()`, attempts: sql`${mailOutbox.attempts} + 1`, error: null, linkSealed: null, lockedUntil: null })
        .where(eq(mailOutbox.id, id));
    },

    /** Released at once: the retry's interval is the back-off. */
    async markFailed(id: string, error: string): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} + 1`, error, lockedUntil: null })
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
