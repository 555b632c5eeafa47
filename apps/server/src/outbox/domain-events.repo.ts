import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { domainEvents, users } from '../db/schema.js';
import { ago, DAY_MS, deleteWhere, type SweepRule } from '../lib/sweep.js';
import { noteEventsRecorded } from './answers-wait.js';
import type { DomainEvent, NewDomainEvent } from './domain-event-types.js';

/** Records events in the transaction of their fact (docs/decisions/043). One statement for many. */
export async function recordDomainEvents(tx: Database, events: NewDomainEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(domainEvents).values(events);
  noteEventsRecorded();
}

const due = and(isNull(domainEvents.doneAt), isNull(domainEvents.deadAt), lte(domainEvents.runAfter, sql`now()`));

const present = (row: typeof domainEvents.$inferSelect): DomainEvent =>
  ({
    id: row.id,
    type: row.type,
    userId: row.userId,
    subject: row.subject,
    requestId: row.requestId,
    attempts: row.attempts,
    createdAt: row.createdAt,
  }) as DomainEvent;

/**
 * Due events, oldest first, locked until the transaction ends: another instance's dispatcher passes
 * over them, and a process that dies while carrying them out leaves them due. `ids`: only these.
 */
export async function lockDueEvents(tx: Database, max: number, ids?: number[]): Promise<DomainEvent[]> {
  const rows = await tx
    .select()
    .from(domainEvents)
    .where(ids ? and(due, inArray(domainEvents.id, ids)) : due)
    .orderBy(asc(domainEvents.runAfter), asc(domainEvents.id))
    .limit(max)
    .for('update', { skipLocked: true });
  return rows.map(present);
}

export async function markEventsDone(tx: Database, ids: number[]): Promise<void> {
  if (ids.length > 0)
    await tx
      .update(domainEvents)
      .set({ doneAt: sql`now()`, attempts: sql`${domainEvents.attempts} + 1` })
      .where(inArray(domainEvents.id, ids));
}

/** An attempt failed: the event waits `retryInMs`, or is given up (dead) when that was its last. */
export async function markEventFailed(db: Database, id: number, error: string, retryInMs: number | null): Promise<void> {
  await db
    .update(domainEvents)
    .set({
      attempts: sql`${domainEvents.attempts} + 1`,
      lastError: error.slice(0, 2000),
      ...(retryInMs === null ? { deadAt: sql`now()` } : { runAfter: sql`now() + make_interval(secs => ${retryInMs / 1000})` }),
    })
    .where(and(eq(domainEvents.id, id), isNull(domainEvents.doneAt)));
}

/** Carried out a day ago: what they caused keeps its own record. Dead ones stay, for an admin. */
export const sweepDomainEvents: SweepRule = (tx) =>
  deleteWhere(tx, domainEvents, and(isNotNull(domainEvents.doneAt), lt(domainEvents.doneAt, ago(DAY_MS))));

const failed = and(isNotNull(domainEvents.deadAt), isNull(domainEvents.doneAt));

/** Events given up after their last attempt, newest first, with whose fact each followed; and how many in all. */
export async function listFailedEvents(db: Database, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: domainEvents.id,
        type: domainEvents.type,
        username: users.username,
        attempts: domainEvents.attempts,
        lastError: domainEvents.lastError,
        createdAt: domainEvents.createdAt,
        failedAt: domainEvents.deadAt,
      })
      .from(domainEvents)
      // An account's deletion names no account: its row stays, without a name.
      .leftJoin(users, eq(users.id, domainEvents.userId))
      .where(failed)
      .orderBy(desc(domainEvents.deadAt), desc(domainEvents.id))
      .limit(limit),
    db.select({ total: count() }).from(domainEvents).where(failed),
  ]);
  return { rows: rows.map((row) => ({ ...row, failedAt: row.failedAt! })), total: total!.total };
}

/**
 * A failed event back in line, due now with its attempts anew (an admin mended its cause). Answers its
 * type, or null when no failed event has that id: asking twice puts it back once.
 */
export async function retryFailedEvent(db: Database, id: number): Promise<string | null> {
  const [row] = await db
    .update(domainEvents)
    .set({ deadAt: null, attempts: 0, runAfter: sql`now()` })
    .where(and(eq(domainEvents.id, id), failed))
    .returning({ type: domainEvents.type });
  return row?.type ?? null;
}
