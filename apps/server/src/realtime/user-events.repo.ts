import { and, asc, eq, gt, lt, min, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { userEvents } from '../db/schema.js';
import { USER_EVENTS_KEPT_MS } from '@arcana/shared';
import { ago, deleteWhere, type SweepRule } from '../lib/sweep.js';

export interface NewUserEvent {
  userId: string;
  messages: unknown[];
}

export type KeptEvent = Awaited<ReturnType<typeof userEventsAfter>>[number];

/**
 * Stores the events in one statement; their ids, in the order given (the sequence is drawn row by row
 * in the order of the values; RETURNING promises no order, hence the sort).
 */
export async function insertUserEvents(db: Database, events: NewUserEvent[]): Promise<number[]> {
  const rows = await db.insert(userEvents).values(events).returning({ id: userEvents.id });
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/**
 * The user's events after `afterId`, oldest first, at most `limit`, and those kept up to `graceMs`
 * before it: ids are drawn when a row is inserted, not when it commits, so on PostgreSQL a lower id
 * can become visible after a higher one the client already heard. The client drops what it heard.
 */
export function userEventsAfter(db: Database, userId: string, afterId: number, { limit, graceMs }: { limit: number; graceMs: number }) {
  const heardAt = sql`(select ${userEvents.createdAt} from ${userEvents} where ${userEvents.id} <= ${afterId} order by ${userEvents.id} desc limit 1)`;
  return db
    .select({ id: userEvents.id, messages: userEvents.messages })
    .from(userEvents)
    .where(
      and(
        eq(userEvents.userId, userId),
        or(gt(userEvents.id, afterId), gt(userEvents.createdAt, sql`${heardAt} - make_interval(secs => ${graceMs / 1000})`)),
      ),
    )
    .orderBy(asc(userEvents.id))
    .limit(limit);
}

/** The last kept event id issued, by anyone: where the events a read of this moment would miss begin. */
export async function lastIssuedEventId(db: Database): Promise<number> {
  const sequence = (await db.execute(sql`select last_value, is_called from user_events_id_seq`)) as unknown as {
    rows: Array<{ last_value: string | number; is_called: boolean }>;
  };
  const { last_value: lastValue, is_called: isCalled } = sequence.rows[0]!;
  return isCalled ? Number(lastValue) : 0;
}

/**
 * All users together: the oldest id still kept (what the sweep removed lies below it) and the last id
 * handed out (where a new socket starts). The sequence knows the latter even once every row is swept.
 */
export async function keptEventRange(db: Database): Promise<{ oldest: number | null; lastIssued: number }> {
  const [[range], lastIssued] = await Promise.all([db.select({ oldest: min(userEvents.id) }).from(userEvents), lastIssuedEventId(db)]);
  return { oldest: range?.oldest ?? null, lastIssued };
}

/** A socket away longer than this refetches instead of replaying (replay.ts). */
export const sweepUserEvents: SweepRule = (tx) => deleteWhere(tx, userEvents, lt(userEvents.createdAt, ago(USER_EVENTS_KEPT_MS)));
