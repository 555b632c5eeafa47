import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { makeDataDirPrivate } from '../data-dir.js';
import { readBackupTarball } from './backup-tarball.js';
import { fileTimestamp, pathExists, pgdataOf, whileDataDirLocked } from './embedded-database.js';

export interface RestoreResult {
  pgdata: string;
  /** Migrations recorded in the restored database; the server applies any newer ones when it starts. */
  migrations: number;
  /** Where the database that was there before now is. */
  replacedTo?: string;
}

/**
 * Replaces DATA_DIR's embedded database with a backup, all or nothing: the backup is loaded into a
 * directory beside pgdata and opened there; only a database that opens and has the migrations table
 * takes pgdata's place, by rename. The one it replaces is renamed aside, never deleted.
 */
export async function restoreDatabase(dataDir: string, file: string, { force }: { force: boolean }): Promise<RestoreResult> {
  const source = resolve(file);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  return whileDataDirLocked(dataDir, async () => {
    const pgdata = resolve(pgdataOf(dataDir));
    const replacing = await pathExists(pgdata);
    if (replacing && !force) {
      throw new Error(`${pgdata} already holds a database. Add --force to replace it (it is kept aside, renamed, not deleted).`);
    }
    const staging = `${pgdata}.restoring-${fileTimestamp()}`;
    let migrations: number;
    try {
      const bytes = await readFile(source);
      migrations = await loadAndOpen(staging, await readBackupTarball(bytes));
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      throw new Error(`${source} was not restored: ${(error as Error).message}. Nothing was changed.`, { cause: error });
    }
    const replacedTo = replacing ? `${pgdata}.replaced-${fileTimestamp()}` : undefined;
    if (replacedTo) await rename(pgdata, replacedTo);
    try {
      await rename(staging, pgdata);
    } catch (error) {
      if (replacedTo) await rename(replacedTo, pgdata);
      throw error;
    }
    // The archive carries its files' modes (0666 from PGlite's in-memory file system).
    await makeDataDirPrivate(dataDir);
    return { pgdata, migrations, replacedTo };
  });
}

/** Loads the tar into `directory` with PGlite's own loader and proves the result is Arcana's database. */
async function loadAndOpen(directory: string, tar: Uint8Array): Promise<number> {
  const db = await PGlite.create(directory, { loadDataDir: new Blob([tar], { type: 'application/x-tar' }) }).catch((error: Error) => {
    throw new Error(`the database in it does not open (${error.message})`, { cause: error });
  });
  try {
    const { rows } = await db.query<{ present: boolean }>(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
    if (!rows[0]?.present) throw new Error("it is not Arcana's database (no drizzle.__drizzle_migrations table)");
    const count = await db.query<{ count: number }>('select count(*)::int as count from drizzle.__drizzle_migrations');
    return count.rows[0]!.count;
  } finally {
    await db.close();
  }
}
