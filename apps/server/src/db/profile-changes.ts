import pg from 'pg';
import type { PgliteThreadClient } from './pglite-thread.js';

/**
 * Who changed: migration 0007's triggers name the user of every row written to a table a profile is
 * read from (users, sessions, identities, one_time_tokens), on two channels: this one, which every
 * instance hears, and PROFILE_CHANNEL_<backend pid>, which only the connection that wrote hears — and
 * hears before its statement (or its transaction's commit) returns, so an instance never serves its
 * own stale copy.
 */
export const PROFILE_CHANNEL = 'arcana_profile_changed';
/** The payload that names every user: a table was truncated, or changes may have gone unheard. */
export const ALL_USERS = '*';
const RELISTEN_DELAY_MS = 1000;

export interface ProfileChanges {
  /** Calls `listener` with each user whose profile may have changed, or ALL_USERS. */
  subscribe(listener: (userId: string) => void): void;
  /** False while a change could go unheard (the listening connection is down): nothing may be cached then. */
  live(): boolean;
  close(): Promise<void>;
}

function createFeed() {
  const listeners = new Set<(userId: string) => void>();
  return {
    subscribe: (listener: (userId: string) => void) => void listeners.add(listener),
    emit: (userId: string | undefined) => listeners.forEach((listener) => listener(userId || ALL_USERS)),
  };
}

/** Embedded database: one process, one connection, which hears its own notifications in order. */
export async function listenPgliteProfileChanges(client: PgliteThreadClient): Promise<ProfileChanges> {
  const feed = createFeed();
  await client.listen(PROFILE_CHANNEL, feed.emit);
  return { subscribe: feed.subscribe, live: () => true, close: async () => undefined };
}

/**
 * PostgreSQL: each pool connection listens to its own channel, for this instance's writes; one more
 * connection listens to the shared channel, for every instance's. While that one is down, changes by
 * other instances go unheard, so nothing may be cached; once it listens again, everything cached
 * before is dropped.
 */
export function listenPostgresProfileChanges(
  url: string,
  onError: (error: Error) => void,
): ProfileChanges & { onConnect: (client: pg.ClientBase) => Promise<void> } {
  const feed = createFeed();
  /** The pool's hook for each new connection: it listens before it carries anyone's query. */
  async function onConnect(client: pg.ClientBase) {
    const pid = (client as pg.ClientBase & { processID?: number }).processID;
    if (!pid) return onError(new Error('a pool connection without a backend pid: its own writes arrive by the shared channel'));
    client.on('notification', (message) => feed.emit(message.payload));
    await client.query(`LISTEN "${PROFILE_CHANNEL}_${pid}"`);
  }

  let listening = false;
  let closed = false;
  let listener: pg.Client | undefined;

  async function listen() {
    if (closed) return;
    const client = new pg.Client({ connectionString: url });
    listener = client;
    const retry = (error: Error) => {
      listening = false;
      if (!closed) onError(error);
      client.removeAllListeners();
      void client.end().catch(() => undefined);
      if (!closed) setTimeout(() => void listen(), RELISTEN_DELAY_MS).unref();
    };
    client.on('error', retry);
    client.on('end', () => !closed && retry(new Error('profile listener connection ended')));
    client.on('notification', (message) => feed.emit(message.payload));
    try {
      await client.connect();
      await client.query(`LISTEN ${PROFILE_CHANNEL}`);
      // Whatever changed while nobody listened is unknown.
      feed.emit(ALL_USERS);
      listening = true;
    } catch (error) {
      retry(error instanceof Error ? error : new Error(String(error)));
    }
  }
  void listen();

  return {
    onConnect,
    subscribe: feed.subscribe,
    live: () => listening,
    async close() {
      closed = true;
      listening = false;
      await listener?.end().catch(() => undefined);
    },
  };
}
