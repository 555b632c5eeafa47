// @databases pglite: the embedded database itself — its first start and data directory
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from './client.js';
import { dataDirFromTemplate } from '../../test/data-dir-from-template.js';

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'arcana-pglite-create-'));
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** One start as the server makes it: open, migrate, work, close. */
async function withDatabase<T>(work: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  const database = await openPglite(dataDir);
  try {
    await database.migrate();
    return await work(database);
  } finally {
    await database.close();
  }
}

async function selectRows<T>(database: DatabaseHandle, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const appliedMigrations = async (database: DatabaseHandle) =>
  (await selectRows<{ count: number }>(database, sql`select count(*)::int as count from drizzle.__drizzle_migrations`))[0]!.count;

// Many seconds on a busy machine.
describe('the embedded database on a new DATA_DIR', { timeout: 90_000 }, () => {
  // A first start creates the database in a process of its own, seconds of CPU: one start proves both
  // what a first start leaves and that a first start killed halfway left nothing in its way.
  it('is created, migrated and opened on the first start, whole after one that stopped halfway, with nothing left beside it', async () => {
    // What a first start killed while creating the database leaves: a half-made data directory beside pgdata.
    const leftover = join(dataDir, 'pgdata.creating-4242');
    await mkdir(join(leftover, 'base'), { recursive: true });
    await writeFile(join(leftover, 'PG_VERSION'), '17\n');

    const migrations = await withDatabase(appliedMigrations);

    expect(migrations).toBeGreaterThan(0);
    expect((await readdir(dataDir)).sort()).toEqual(['pgdata']);
    expect((await stat(join(dataDir, 'pgdata'))).mode & 0o777).toBe(0o700);
  });

  it('is opened again, with what it holds, on the next start', async () => {
    // As the first start leaves it (the test above makes one).
    await dataDirFromTemplate(dataDir);
    await withDatabase(async (database) => {
      await database.db.execute(sql`create table first_start_marker (note text)`);
      await database.db.execute(sql`insert into first_start_marker values ('kept')`);
    });

    const rows = await withDatabase((database) => selectRows<{ note: string }>(database, sql`select note from first_start_marker`));

    expect(rows).toEqual([{ note: 'kept' }]);
  });

  it('refuses a pgdata that holds files but no database, naming it, and leaves it as it was', async () => {
    await mkdir(join(dataDir, 'pgdata'));
    await writeFile(join(dataDir, 'pgdata', 'notes.txt'), 'not a database');

    await expect(openPglite(dataDir)).rejects.toThrow(`${join(dataDir, 'pgdata')} holds files but no database`);
    expect(await readdir(join(dataDir, 'pgdata'))).toEqual(['notes.txt']);
    expect((await readdir(dataDir)).sort()).toEqual(['pgdata']);
  });
});
