import { link, mkdir, stat, unlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fileTimestamp, holdsDatabase, pgdataOf, whileDataDirLocked } from './embedded-database.js';

export interface BackupResult {
  pgdata: string;
  file: string;
  bytes: number;
}

/**
 * Saves DATA_DIR's embedded database as PGlite's own dump (a gzipped tar of the data directory).
 * `target`: the file to write, or a directory to write a timestamped file into; by default
 * DATA_DIR/backups, which is private like the rest of DATA_DIR and ignored by git.
 */
export async function backupDatabase(dataDir: string, target?: string): Promise<BackupResult> {
  const pgdata = resolve(pgdataOf(dataDir));
  // Opening a directory without a database would create an empty one and save that.
  if (!(await holdsDatabase(pgdata))) throw new Error(`No embedded database in ${pgdata}: nothing to back up.`);
  return whileDataDirLocked(dataDir, async () => {
    const file = await backupFileFor(dataDir, target);
    const archive = await dumpDatabase(pgdata);
    await writeWhole(file, archive);
    return { pgdata, file, bytes: archive.length };
  });
}

async function backupFileFor(dataDir: string, target: string | undefined): Promise<string> {
  const name = `arcana-backup-${fileTimestamp()}.tar.gz`;
  if (target === undefined) {
    const backups = join(dataDir, 'backups');
    await mkdir(backups, { recursive: true, mode: 0o700 });
    return resolve(backups, name);
  }
  const existing = await stat(target).catch(() => undefined);
  if (existing?.isDirectory()) return resolve(target, name);
  if (existing) throw new Error(`${resolve(target)} already exists: give a new file name, or a directory.`);
  return resolve(target);
}

async function dumpDatabase(pgdata: string): Promise<Uint8Array> {
  const db = await PGlite.create(pgdata);
  try {
    // Writes every change into the table files, so the copy starts without replaying the write-ahead log.
    await db.exec('checkpoint');
    const dump = await db.dumpDataDir('gzip');
    return new Uint8Array(await dump.arrayBuffer());
  } finally {
    await db.close();
  }
}

/** Written under another name, then linked into place: an interrupted backup never leaves a file that looks whole, and none is overwritten. */
async function writeWhole(file: string, bytes: Uint8Array): Promise<void> {
  const partial = `${file}.partial`;
  await writeFile(partial, bytes, { flag: 'wx', mode: 0o600 });
  try {
    await link(partial, file);
  } finally {
    await unlink(partial);
  }
}
