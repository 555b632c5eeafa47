import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { insertUserEvents, type NewUserEvent } from './user-events.repo.js';

/** Rows one statement stores at most. */
const MAX_BATCH = 500;

interface Waiting {
  event: NewUserEvent;
  settle: (id: number) => void;
  fail: (error: unknown) => void;
}

export type EventLog = ReturnType<typeof createEventLog>;

/**
 * Keeps what is sent to users' sockets (user_events). A collect sends two events per card, so the
 * events that arrive while a write is under way wait and go together in the next statement: one
 * round trip per burst, not per event, and ids in the order the events came. A statement that fails
 * (the user deleted in between) is tried row by row, so one event never costs the others theirs.
 */
export function createEventLog(db: Database, log: FastifyBaseLogger) {
  let waiting: Waiting[] = [];
  let writing: Promise<void> | null = null;

  async function insertOneByOne(batch: Waiting[]) {
    for (const entry of batch) {
      try {
        const [id] = await insertUserEvents(db, [entry.event]);
        entry.settle(id!);
      } catch (error) {
        entry.fail(error);
      }
    }
  }

  async function writeWaiting() {
    while (waiting.length > 0) {
      const batch = waiting.slice(0, MAX_BATCH);
      waiting = waiting.slice(MAX_BATCH);
      try {
        const ids = await insertUserEvents(
          db,
          batch.map((entry) => entry.event),
        );
        batch.forEach((entry, i) => entry.settle(ids[i]!));
      } catch (error) {
        log.warn({ err: error, events: batch.length }, 'a batch of user events was refused; storing them one by one');
        await insertOneByOne(batch);
      }
    }
    writing = null;
  }

  return {
    /** Resolves with the event's id once it is stored. */
    append(event: NewUserEvent): Promise<number> {
      return new Promise((settle, fail) => {
        waiting.push({ event, settle, fail });
        writing ??= writeWaiting();
      });
    },
  };
}
