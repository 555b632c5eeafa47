import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.js';
import { listenPgliteProfileChanges, listenPostgresProfileChanges, type ProfileChanges } from './profile-changes.js';
import { asPglite, startPgliteThread, type PgliteThreadClient } from './pglite-thread.js';
import { createLiveness } from './liveness.js';
import { lockDataDir } from './data-dir-lock.js';
import { migrationsFolder } from './migrations-folder.js';
import { createPgliteIfAbsent } from './pglite-create.js';
import { EMBEDDED_STATISTICS_TARGET, refreshPlannerStatistics } from './planner-statistics.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Names each user whose profile was written, by this instance or another (db/profile-changes.ts). */
  profileChanges: ProfileChanges;
  /** Resolves when the database answers (db/liveness.ts); for the health check. */
  ping(): Promise<void>;
  migrate(): Promise<void>;
  /** Brings the planner's statistics of grown tables up to date (planner-statistics.ts); answers the tables analyzed. */
  refreshStatistics(): Promise<string[]>;
  /** The PostgreSQL pool's connections (absent on PGlite, which has one). */
  poolUse?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** Any constant: instances starting together take turns to migrate. */
const MIGRATION_LOCK_ID = 7_201_355;

export interface PostgresOptions {
  poolSize?: number;
  /** A connection that breaks while idle (server restart, network) must not crash the process. */
  onIdleError?: (error: Error) => void;
}

export function connectPostgres(url: string, options: PostgresOptions = {}): DatabaseHandle {
  const onError = (error: Error) => options.onIdleError?.(error);
  const profileChanges = listenPostgresProfileChanges(url, onError);
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10, onConnect: profileChanges.onConnect });
  pool.on('error', onError);
  const liveness = createLiveness(async () => void (await pool.query('select 1')));
  // A connection handed back without an error has just carried an answer.
  pool.on('release', (error) => error || liveness.noteAnswer());
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    profileChanges,
    ping: () => (pool.ending ? Promise.reject(new Error('database connection closed')) : liveness.check()),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    refreshStatistics: () => refreshPlannerStatistics(db),
    async migrate() {
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(db, { migrationsFolder });
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        lock.release();
      }
    },
    async close() {
      await profileChanges.close();
      await pool.end();
    },
  };
}

/** dataDir undefined: an empty in-memory database. */
export async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const unlock = dataDir ? await lockDataDir(dataDir) : async () => undefined;
  const pgdata = dataDir ? join(dataDir, 'pgdata') : undefined;
  let client: PgliteThreadClient;
  try {
    if (pgdata) await createPgliteIfAbsent(pgdata);
    client = await startPgliteThread(pgdata);
  } catch (error) {
    await unlock();
    throw error;
  }
  return pgliteHandle(client, async () => {
    await client.close();
    await unlock();
  });
}

/** An embedded database's handle, over the client of its thread (or, in tests, of PGlite itself). */
export async function pgliteHandle(client: PgliteThreadClient, close: () => Promise<void>): Promise<DatabaseHandle> {
  const profileChanges = await listenPgliteProfileChanges(client);
  const db = drizzlePglite({ client: asPglite(client), schema });
  return {
    db,
    kind: 'pglite',
    profileChanges,
    ping: client.ping,
    migrate: () => migratePglite(db, { migrationsFolder }),
    refreshStatistics: () => refreshPlannerStatistics(db, EMBEDDED_STATISTICS_TARGET),
    close,
  };
}

export function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  onIdleError?: (error: Error) => void;
}): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? Promise.resolve(connectPostgres(options.databaseUrl, { onIdleError: options.onIdleError }))
    : openPglite(options.dataDir);
}
