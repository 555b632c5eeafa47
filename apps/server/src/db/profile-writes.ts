import type { PgliteThreadClient } from './pglite-thread.js';
import pg from 'pg';

/** A write, anywhere in a statement (CTEs included), to a table a profile is read from (users.repo). */
const PROFILE_WRITE =
  /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+"?(?:users|sessions|identities|one_time_tokens)"?(?:\s|$)/i;
const CHANNEL = 'arcana_profile_changed';
const RELISTEN_DELAY_MS = 1000;

/**
 * A number that changes whenever a profile table may have changed; a profile cached against one value
 * is served only while it still holds. Local writes count as they are issued: the database runs them
 * after every read issued before them, so such a read is always seen as older than the write.
 */
function createCounter() {
  let generation = 0;
  return {
    note(statement: unknown) {
      const text = typeof statement === 'string' ? statement : (statement as { text?: unknown } | null)?.text;
      if (typeof text === 'string' && PROFILE_WRITE.test(text)) generation++;
    },
    bump: () => void generation++,
    current: () => generation,
  };
}

type QueryFn = (...args: unknown[]) => unknown;

function wrapQuery<T extends { query: unknown }>(target: T, note: (statement: unknown) => void) {
  const query = (target.query as QueryFn).bind(target);
  target.query = ((statement: unknown, ...rest: unknown[]) => {
    note(statement);
    return query(statement, ...rest);
  }) as T['query'];
}

/** Embedded database: this process is the only writer, so counting its own statements is enough. */
export function trackPgliteProfileWrites(client: PgliteThreadClient): () => number {
  const counter = createCounter();
  wrapQuery(client, counter.note);
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      wrapQuery(tx, counter.note);
      return callback(tx);
    });
  return counter.current;
}

export interface PostgresProfileWrites {
  generation(): number;
  close(): Promise<void>;
}

/**
 * PostgreSQL: other instances write too. Their writes arrive as notifications from the triggers of
 * migration 0001, a moment after they commit. While the listening connection is down nothing may be
 * cached, so every call then returns a value never seen before.
 */
export function trackPostgresProfileWrites(pool: pg.Pool, url: string, onError: (error: Error) => void): PostgresProfileWrites {
  const counter = createCounter();
  pool.on('connect', (client) => wrapQuery(client, counter.note));
  let listening = false;
  let closed = false;
  let listener: pg.Client | undefined;

  async function listen() {
    if (closed) return;
    const client = new pg.Client({ connectionString: url });
    listener = client;
    const retry = (error: Error) => {
      listening = false;
      counter.bump();
      if (!closed) onError(error);
      client.removeAllListeners();
      void client.end().catch(() => undefined);
      if (!closed) setTimeout(() => void listen(), RELISTEN_DELAY_MS).unref();
    };
    client.on('error', retry);
    client.on('end', () => !closed && retry(new Error('profile listener connection ended')));
    client.on('notification', counter.bump);
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      counter.bump();
      listening = true;
    } catch (error) {
      retry(error instanceof Error ? error : new Error(String(error)));
    }
  }
  void listen();

  let uncached = 0;
  return {
    generation: () => (listening ? counter.current() : -++uncached),
    async close() {
      closed = true;
      listening = false;
      await listener?.end().catch(() => undefined);
    },
  };
}
