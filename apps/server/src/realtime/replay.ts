import { USER_EVENTS_REPLAY_LIMIT } from '@arcana/shared';
import type { EventsReplayed } from '@arcana/shared/schemas';
import type { Database } from '../db/client.js';
import { keptEventRange, userEventsAfter, type KeptEvent } from './user-events.repo.js';

export interface Replay extends EventsReplayed {
  lastEventId: number;
  events: KeptEvent[];
}

/**
 * Events kept this long before the last one heard are sent again too: a lower id whose insert
 * committed after a higher one (two instances writing at once) would otherwise never be replayed.
 * Commits lag by milliseconds; ten seconds is far beyond any.
 */
const LATE_COMMIT_GRACE_MS = 10_000;

/** The handshake's lastEventId, when it is one (a first connect sends none). */
export function lastEventIdOf(auth: unknown): number | undefined {
  const value = (auth as { lastEventId?: unknown } | undefined)?.lastEventId;
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

/**
 * What a socket missed since `after` (docs/decisions/020). A first connect starts at the last id issued.
 * It is a gap when the sweep may have removed some of it (ids below the oldest kept one), when the id
 * is not one this database issued (a restored or reset database), or when there is more than a replay
 * should carry: the client then refetches, as after any reconnect before replay existed.
 */
export async function missedEvents(db: Database, userId: string, after: number | undefined): Promise<Replay> {
  const { oldest, lastIssued } = await keptEventRange(db);
  const startOver = (gap: boolean): Replay => ({ events: [], lastEventId: lastIssued, gap });
  if (after === undefined) return startOver(false);
  const sweptThrough = oldest === null ? lastIssued : oldest - 1;
  if (after < sweptThrough || after > lastIssued) return startOver(true);
  const events = await userEventsAfter(db, userId, after, { limit: USER_EVENTS_REPLAY_LIMIT + 1, graceMs: LATE_COMMIT_GRACE_MS });
  if (events.length > USER_EVENTS_REPLAY_LIMIT) return startOver(true);
  return { events, lastEventId: Math.max(after, events.at(-1)?.id ?? 0), gap: false };
}
