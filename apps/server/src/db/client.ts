import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.js';
import { trackProfileWrites } from './write-generation.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Embedded only: a number that changes whenever a profile table is written. One process owns an
   * embedded database, so it can cache profiles against it; instances sharing PostgreSQL cannot.
   */
  profileWriteGeneration?: () => number;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any constant: instances starting together take turns to migrate. */
const MIGRATION_LOCK_ID = 7_201_355;

export interface PostgresOptions {
  poolSize?: number;
  /** An idle connection that breaks (server restart, network) must not crash the process. */
  onIdleError?: (error: Error) => void;
}

export function connectPostgres(url: string, options: PostgresOptions = {}): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
  pool.on('error', (error) => options.onIdleError?.(error));
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
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
    close: () => pool.end(),
  };
}

/** dataDir undefined: an in-memory database (tests). */
export async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(join(dataDir, 'pgdata')) : new PGlite();
  const profileWriteGeneration = trackProfileWrites(client);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    profileWriteGeneration,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
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

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
