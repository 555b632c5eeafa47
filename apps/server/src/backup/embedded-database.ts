import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { parseConfig } from '../config.js';
import { lockDataDir } from '../db/data-dir-lock.js';

/** Where openPglite (db/client.ts) keeps the database inside DATA_DIR. */
export const pgdataOf = (dataDir: string) => join(dataDir, 'pgdata');

export const pathExists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** Every PostgreSQL data directory has PG_VERSION at its top; an empty or half-made directory does not. */
export const holdsDatabase = (pgdata: string) => pathExists(join(pgdata, 'PG_VERSION'));

/** 2026-11-23T10-15-00Z: sorts by time and is a valid file name everywhere. */
export const fileTimestamp = (date = new Date()) => `${date.toISOString().slice(0, 19).replaceAll(':', '-')}Z`;

/** DATA_DIR as `npm start` resolves it; refused when DATABASE_URL is set, since the server would not be using DATA_DIR at all. */
export function embeddedDataDir(command: 'backup' | 'restore', env: NodeJS.ProcessEnv): string {
  const config = parseConfig(env);
  if (config.databaseUrl) {
    throw new Error(
      `DATABASE_URL is set: npm run ${command} works on the embedded database (DATA_DIR) only. ` +
        'For PostgreSQL use pg_dump and pg_restore (docs/operations.md, "PostgreSQL: pg_dump / pg_restore").',
    );
  }
  return config.dataDir;
}

/**
 * Runs `work` holding DATA_DIR's lock (db/data-dir-lock.ts), the one a running server holds: so a server
 * is never running while its files are read or replaced, and none starts meanwhile.
 */
export async function whileDataDirLocked<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  const unlock = await lockDataDir(dataDir);
  try {
    return await work();
  } finally {
    await unlock();
  }
}
