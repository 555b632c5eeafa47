import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { PARKED_GRANT_DAYS } from '@arcana/shared';
import type { Database } from '../../db/client.js';
import { inbox } from '../../db/schema.js';
import { enqueueJobs } from '../../jobs/jobs.repo.js';

export type InboxRow = typeof inbox.$inferSelect;
export type InboxEntry = typeof inbox.$inferInsert;
export type InboxState = 'received' | 'granted' | 'refused' | 'parked' | 'expired' | 'recorded';

/**
 * Keeps arriving events, each unless its message or the event itself is kept already (by then, or
 * earlier in the same batch), with the job that decides it: answers the message ids kept.
 */
export async function keepAll(db: Database, entries: InboxEntry[]): Promise<Set<string>> {
  return db.transaction(async (tx) => {
    const rows = await tx.insert(inbox).values(entries).onConflictDoNothing().returning({ id: inbox.id, messageId: inbox.messageId });
    await oweDecisions(tx, rows);
    return new Set(rows.map((row) => row.messageId));
  });
}

/** Each of these events decided by an `earning.decide` job, owed in the caller's transaction. */
const oweDecisions = (tx: Database, rows: Array<{ id: string }>) =>
  enqueueJobs(
    tx,
    'earning.decide',
    rows.map(({ id }) => ({ key: id })),
  );

/** The source told back of these events (a redemption's status) by `earning.reply` jobs. */
const oweReplies = (tx: Database, rows: Array<{ id: string }>) =>
  enqueueJobs(
    tx,
    'earning.reply',
    rows.map(({ id }) => ({ key: id })),
  );

/** Keeps events decided in the same transaction, each unless its message or the event itself is kept already: the rows kept. */
export const keepDecided = (db: Database, entries: InboxEntry[]): Promise<InboxRow[]> =>
  db.insert(inbox).values(entries).onConflictDoNothing().returning();

/** One event of a source, kept for this project. */
export async function findInProject(db: Database, source: string, projectId: string, id: string): Promise<InboxRow | undefined> {
  const [row] = await db
    .select()
    .from(inbox)
    .where(and(eq(inbox.id, id), eq(inbox.source, source), eq(inbox.projectId, projectId)));
  return row;
}

/** An event still to decide, locked for this transaction: a second attempt at its job finds it decided. */
export async function lockUndecided(tx: Database, id: string): Promise<InboxRow | undefined> {
  const [row] = await tx
    .select()
    .from(inbox)
    .where(and(eq(inbox.id, id), eq(inbox.state, 'received')))
    .for('update');
  return row;
}

/** What became of a kept event. */
export interface InboxDecision {
  state: InboxState;
  outcome: string;
  viewerRef?: string | null;
  reply?: 'FULFILLED' | 'CANCELED' | null;
}

/** Decided, in the decision's transaction, in one statement however many; what a source is to be told back is owed with it. */
export async function decide(tx: Database, decisions: Array<{ id: string; decision: InboxDecision }>): Promise<void> {
  if (decisions.length === 0) return;
  const rows = sql.join(
    decisions.map(
      ({ id, decision }) =>
        sql`(${id}::uuid, ${decision.state}, ${decision.outcome}, ${decision.viewerRef ?? null}::text, ${decision.reply ?? null}::text)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update inbox i
    set state = d.state, outcome = d.outcome, viewer_ref = coalesce(d.viewer_ref, i.viewer_ref), reply = coalesce(d.reply, i.reply), decided_at = now()
    from (values ${rows}) as d(id, state, outcome, viewer_ref, reply)
    where i.id = d.id
  `);
  await oweReplies(
    tx,
    decisions.filter(({ decision }) => decision.reply).map(({ id }) => ({ id })),
  );
}

/** Events kept for a Twitch user with no account, due again now that one has linked it (within the days they wait). */
export async function unpark(db: Database, source: string, viewerRef: string): Promise<number> {
  const rows = await db
    .update(inbox)
    .set({ state: 'received' })
    .where(
      and(
        eq(inbox.source, source),
        eq(inbox.state, 'parked'),
        eq(inbox.viewerRef, viewerRef),
        gt(inbox.receivedAt, sql`now() - make_interval(days => ${PARKED_GRANT_DAYS})`),
      ),
    )
    .returning({ id: inbox.id });
  await oweDecisions(db, rows);
  return rows.length;
}

/** Parked events past their days are let go; a redemption's points go back. */
export async function expireParked(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const expired = await tx
      .update(inbox)
      .set({
        state: 'expired',
        outcome: 'No account linked it in time',
        reply: sql`case when ${inbox.payload}->>'source' = 'twitch.redemption' then 'CANCELED' end`,
        decidedAt: sql`now()`,
      })
      .where(and(eq(inbox.state, 'parked'), lt(inbox.receivedAt, sql`now() - make_interval(days => ${PARKED_GRANT_DAYS})`)))
      .returning({ id: inbox.id, reply: inbox.reply });
    await oweReplies(
      tx,
      expired.filter((row) => row.reply !== null),
    );
  });
}

/** An event whose source is still to be told back, or none (told already). */
export async function findUnreplied(db: Database, id: string): Promise<InboxRow | undefined> {
  const [row] = await db
    .select()
    .from(inbox)
    .where(and(eq(inbox.id, id), isNotNull(inbox.reply), isNull(inbox.repliedAt)));
  return row;
}

export async function replied(db: Database, id: string): Promise<void> {
  await db
    .update(inbox)
    .set({ repliedAt: sql`now()` })
    .where(eq(inbox.id, id));
}
