// @databases pglite: the embedded database itself — backups of its data directory
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/client.js';
import { users } from '../db/schema.js';
import { insertUser } from '../modules/users/index.js';
import { dataDirFromTemplate } from '../../test/data-dir-from-template.js';
import { asProcess, inTestProcess, onDataDir, type CommandResult } from '../../test/commands.js';
import { backupCommand } from './backup-command.js';
import { restoreCommand } from './restore-command.js';

const scratch: string[] = [];
let source: string;
let made: CommandResult;
let backupFile: string;

const newDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'arcana-backup-'));
  scratch.push(dir);
  return dir;
};

const COMMANDS = { backup: backupCommand, restore: restoreCommand };

/** `npm run backup` / `npm run restore` on DATA_DIR, in the test's process. */
const cli = (command: keyof typeof COMMANDS, dataDir: string, ...args: string[]) =>
  inTestProcess(COMMANDS[command], args, onDataDir(dataDir));

/** The same as a person runs them: a process of their own. */
const cliProcess = (command: keyof typeof COMMANDS, dataDir: string, ...args: string[]) =>
  asProcess(`apps/server/src/backup/${command}-cli.ts`, args, onDataDir(dataDir));

async function usernamesIn(dataDir: string): Promise<string[]> {
  const database = await openPglite(dataDir);
  try {
    const rows = await database.db.select({ username: users.username }).from(users).orderBy(users.username);
    return rows.map((row) => row.username ?? '');
  } finally {
    await database.close();
  }
}

/** A whole PGlite dump that opens, but of a database Arcana never migrated. */
async function emptyPostgresDump(): Promise<Uint8Array> {
  const db = await PGlite.create();
  try {
    return new Uint8Array(await (await db.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await db.close();
  }
}

/** A refusal is one line of words: no stack trace. */
const refusal = (stderr: string) => expect(stderr).not.toMatch(/^\s+at /m);

/** Held as a running server holds it: the lock file names a live process (this test's parent). */
const holdLock = (dataDir: string) => writeFile(join(dataDir, 'arcana.pid'), String(process.ppid));

beforeAll(async () => {
  source = await dataDirFromTemplate(await newDir());
  const database = await openPglite(source);
  try {
    await insertUser(database.db, { username: 'ada', email: 'ada@example.com', emailVerifiedAt: new Date() });
    await insertUser(database.db, { username: 'grace', email: 'grace@example.com', emailVerifiedAt: new Date() });
  } finally {
    await database.close();
  }
  made = await cliProcess('backup', source);
  backupFile = /to (\S+\.tar\.gz) \(/.exec(made.stdout)?.[1] ?? '';
});
afterAll(() => Promise.all(scratch.map((dir) => rm(dir, { recursive: true, force: true }))));

// Each call opens the database, and two are Node processes of their own: seconds each on a busy machine.
describe('npm run backup and npm run restore', { timeout: 180_000 }, () => {
  it('saves the database into DATA_DIR/backups, and restores it into a fresh DATA_DIR with its rows', async () => {
    expect(made).toMatchObject({ code: 0, stderr: '' });
    expect(backupFile.startsWith(join(source, 'backups', 'arcana-backup-'))).toBe(true);
    expect(made.stdout).toMatch(/\(\d+\.\d MB\)/);

    const fresh = await newDir();
    const restored = await cliProcess('restore', fresh, backupFile);
    expect(restored).toMatchObject({ code: 0, stderr: '' });
    expect(restored.stdout).toContain(`into ${join(fresh, 'pgdata')}`);
    expect(await usernamesIn(fresh)).toEqual(['ada', 'grace']);
  });

  it('refuses to replace a database without --force; with it, replaces it and keeps the old one aside', async () => {
    const target = await newDir();
    expect((await cli('restore', target, backupFile)).code).toBe(0);
    const database = await openPglite(target);
    await insertUser(database.db, { username: 'linus', email: 'linus@example.com' });
    await database.close();

    const refused = await cli('restore', target, backupFile);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('already holds a database. Add --force to replace it');
    refusal(refused.stderr);
    expect(await usernamesIn(target)).toEqual(['ada', 'grace', 'linus']);

    const forced = await cli('restore', target, backupFile, '--force');
    expect(forced.code).toBe(0);
    expect(await usernamesIn(target)).toEqual(['ada', 'grace']);
    const aside = (await readdir(target)).filter((name) => name.startsWith('pgdata.replaced-'));
    expect(aside).toHaveLength(1);
    expect(forced.stdout).toContain(join(target, aside[0]!));
  });

  it('both refuse while a running process holds DATA_DIR, and write nothing', async () => {
    await holdLock(source);
    try {
      const backup = await cli('backup', source);
      const restore = await cli('restore', source, backupFile, '--force');
      for (const result of [backup, restore]) {
        expect(result.code).toBe(1);
        expect(result.stderr).toContain(`is in use by process ${process.ppid}`);
        refusal(result.stderr);
      }
      expect((await readdir(source)).sort()).toEqual(['arcana.pid', 'backups', 'pgdata']);
      expect(await readdir(join(source, 'backups'))).toHaveLength(1);
    } finally {
      await rm(join(source, 'arcana.pid'));
    }
  });

  it('changes nothing when the file is damaged (cut short, not an archive, a tar missing its end) or is another database', async () => {
    const target = await newDir();
    const fresh = await cli('restore', target, backupFile);
    expect(fresh.code).toBe(0);
    const before = (await readdir(target)).sort();
    const whole = await readFile(backupFile);
    const tar = gunzipSync(whole);
    const damaged = /it is not a whole backup \(.+\)/;
    const cases: Array<[name: string, bytes: Uint8Array, reason: RegExp]> = [
      ['cut.tar.gz', whole.subarray(0, whole.length / 2), damaged],
      ['notes.tar.gz', Buffer.from('not a backup\n'), damaged],
      ['short-tar.tar.gz', gzipSync(tar.subarray(0, 512 * Math.floor(tar.length / 1024))), damaged],
      ['empty-postgres.tar.gz', await emptyPostgresDump(), /it is not Arcana's database \(.+\)/],
    ];
    for (const [name, bytes, reason] of cases) {
      const file = join(target, name);
      await writeFile(file, bytes);
      const result = await cli('restore', target, file, '--force');
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(new RegExp(`was not restored: ${reason.source}\\. Nothing was changed\\.\\n$`));
      refusal(result.stderr);
      await rm(file);
    }
    expect((await readdir(target)).sort()).toEqual(before);
    expect(await usernamesIn(target)).toEqual(['ada', 'grace']);
  });

  it('points to pg_dump when DATABASE_URL is set', async () => {
    const result = await inTestProcess(backupCommand, [], { DATABASE_URL: 'postgres://127.0.0.1:1/none', LOG_LEVEL: 'silent' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('For PostgreSQL use pg_dump and pg_restore');
  });
});
