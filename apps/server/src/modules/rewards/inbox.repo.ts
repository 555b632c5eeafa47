import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
import { PARKED_GRANT_DAYS } from '@arcana/shared';
import type { Database } from '../../db/client.js';
import { inbox } from '../../db/schema.js';

export type InboxRow = typeof inbox.$inferSelect;
export type InboxEntry = typeof inbox.$inferInsert;
export type InboxState = 'received' | 'granted' | 'refused' | 'parked' | 'expired' | 'recorded';

/**
 * Keeps arriving events in one statement, each unless its message or the event itself is kept already
 * (by then, or earlier in the same batch): answers the message ids kept.
 */
export async function keepAll(db: Database, entries: InboxEntry[]): Promise<Set<string>> {
  const rows = await db.insert(inbox).values(entries).onConflictDoNothing().returning({ messageId: inbox.messageId });
  return new Set(rows.map((row) => row.messageId));
}

/** Keeps one event, unless its message or the event itself is kept already: the row kept, or none. */
export const keepOne = (db: Database, entry: InboxEntry): Promise<InboxRow[]> =>
  db.insert(inbox).values(entry).onConflictDoNothing().returning();

/** One event of a source, kept for this project. */
export async function findInProject(db: Database, source: string, projectId: string, id: string): Promise<InboxRow | undefined> {
  const [row] = await db
    .select()
    .from(inbox)
    .where(and(eq(inbox.id, id), eq(inbox.source, source), eq(inbox.projectId, projectId)));
  return row;
}

/** The oldest event due, locked for this transaction; one another instance holds is passed over. */
export async function claimDue(tx: Database): Promise<InboxRow | undefined> {
  const [row] = await tx
    .select()
    .from(inbox)
    .where(and(eq(inbox.state, 'received'), lte(inbox.nextAttemptAt, sql`now()`)))
    .orderBy(inbox.nextAttemptAt)
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export async function decide(
  tx: Database,
  id: string,
  decision: { state: InboxState; outcome: string; viewerRef?: string | null; reply?: 'FULFILLED' | 'CANCELED' | null },
): Promise<void> {
  await tx
    .update(inbox)
    .set({ ...decision, decidedAt: sql`now()`, nextAttemptAt: sql`now()` })
    .where(eq(inbox.id, id));
}

/** A decision that failed (the database, a bug) is tried again later, a little later each time. */
export async function postpone(db: Database, id: string): Promise<void> {
  await db
    .update(inbox)
    .set({
      attempts: sql`${inbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => least(300, power(2, ${inbox.attempts})))`,
    })
    .where(eq(inbox.id, id));
}

/** Events kept for a Twitch user with no account, due again now that one has linked it (within the days they wait). */
export async function unpark(db: Database, source: string, viewerRef: string): Promise<number> {
  const rows = await db
    .update(inbox)
    .set({ state: 'received', nextAttemptAt: sql`now()` })
    .where(
      and(
        eq(inbox.source, source),
        eq(inbox.state, 'parked'),
        eq(inbox.viewerRef, viewerRef),
        gt(inbox.receivedAt, sql`now() - make_interval(days => ${PARKED_GRANT_DAYS})`),
      ),
    )
    .returning({ id: inbox.id });
  return rows.length;
}

/** Parked events past their days are let go; a redemption's points go back. */
export async function expireParked(db: Database): Promise<void> {
  await db
    .update(inbox)
    .set({
      state: 'expired',
      outcome: 'No account linked it in time',
      reply: sql`case when ${inbox.payload}->>'source' = 'twitch.redemption' then 'CANCELED' end`,
      decidedAt: sql`now()`,
      nextAttemptAt: sql`now()`,
    })
    .where(and(eq(inbox.state, 'parked'), lt(inbox.receivedAt, sql`now() - make_interval(days => ${PARKED_GRANT_DAYS})`)));
}

/**
 * Replies due to the source (a redemption's status), each leased for a minute: another instance
 * passes over it meanwhile, and one whose sender died is tried again after.
 */
export async function leaseReplies(db: Database, max: number): Promise<InboxRow[]> {
  const { rows } = (await db.execute(sql`
    update inbox set next_attempt_at = now() + interval '1 minute', attempts = attempts + 1
    where id in (
      select id from inbox where reply is not null and replied_at is null and next_attempt_at <= now()
      order by next_attempt_at limit ${max} for update skip locked
    )
    returning id
  `)) as unknown as { rows: Array<{ id: string }> };
  if (rows.length === 0) return [];
  return db
    .select()
    .from(inbox)
    .where(
      sql`${inbox.id} in (${sql.join(
        rows.map((row) => sql`${row.id}::uuid`),
        sql`, `,
      )})`,
    );
}

export async function replied(db: Database, id: string): Promise<void> {
  await db
    .update(inbox)
    .set({ repliedAt: sql`now()` })
    .where(eq(inbox.id, id));
}
