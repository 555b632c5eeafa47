import { drizzle } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from '../../apps/server/src/db/client';
import { asPglite, type PgliteThreadClient } from '../../apps/server/src/db/pglite-thread';
import * as schema from '../../apps/server/src/db/schema';

const refuse = () =>
  Promise.reject(new Error('describing the API touched the database: the OpenAPI document must come from the route schemas alone'));

/**
 * The database the app is built on to describe its routes: one that refuses every statement. The
 * document is a function of the route schemas, and building the app, readying it and asking for the
 * document run no statement; an embedded database would only cost its start (several seconds of CPU to
 * create an empty one) for nothing. Should a change make that path read the database, the script fails
 * with the message above instead of writing a reference that depends on data.
 */
export function openRefusingDatabase(): DatabaseHandle {
  const client: PgliteThreadClient = { query: refuse, transaction: refuse, listen: refuse, ping: refuse, close: async () => undefined };
  return {
    // The embedded driver, as the server's own database is by default; its client is the refusing one.
    db: drizzle({ client: asPglite(client), schema }),
    kind: 'pglite',
    // Nobody writes, so no profile changes; "not live" also keeps the profile cache from caching.
    profileChanges: { subscribe: () => undefined, live: () => false, close: async () => undefined },
    ping: refuse,
    migrate: refuse,
    refreshStatistics: refuse,
    close: async () => undefined,
  };
}
