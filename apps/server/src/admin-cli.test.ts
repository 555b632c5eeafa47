// @databases pglite: the embedded database itself — the command on DATA_DIR (its PostgreSQL case runs where TEST_DATABASE_URL is set)
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { connectPostgres, openPglite } from './db/client.js';
import { auditLog, users } from './db/schema.js';
import { insertUser } from './modules/users/index.js';
import { adminCommand } from './admin-command.js';
import { dataDirFromTemplate } from '../test/data-dir-from-template.js';
import { asProcess, inTestProcess, onDataDir } from '../test/commands.js';

let dataDir: string;

/** `npm run admin` on the database in DATA_DIR, in the test's process. */
const admin = (...args: string[]) => inTestProcess(adminCommand, args, onDataDir(dataDir));
/** `npm run admin` as a person runs it: a process of its own. */
const adminProcess = (...args: string[]) => asProcess('apps/server/src/admin-cli.ts', args, onDataDir(dataDir));

async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openPglite>>['db']) => Promise<T>): Promise<T> {
  const database = await openPglite(dataDir);
  try {
    await database.migrate();
    return await work(database.db);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  dataDir = await dataDirFromTemplate(await mkdtemp(join(tmpdir(), 'arcana-admin-cli-')));
  await withDatabase((db) => insertUser(db, { username: 'ada', email: 'ada@example.com', emailVerifiedAt: new Date() }));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

// Each call opens the database, and one is a Node process of its own: seconds each on a busy machine.
const CLI_TIMEOUT_MS = 120_000;

describe('npm run admin', { timeout: CLI_TIMEOUT_MS }, () => {
  it('grants and revokes roles by e-mail, audited, and keeps the last admin', async () => {
    expect(await admin('grant-admin', 'ADA@example.com')).toMatchObject({ code: 0, stdout: 'ada is now an admin.\n' });
    expect(await admin('grant-developer', 'ada@example.com')).toMatchObject({ code: 0, stdout: 'ada is now a developer.\n' });
    expect(await admin('revoke-admin', 'ada@example.com')).toMatchObject({
      code: 1,
      stderr: 'The last admin cannot be demoted: grant admin to someone else first.\n',
    });
    expect(await admin('revoke-developer', 'ada@example.com')).toMatchObject({ code: 0 });
    await withDatabase(async (db) => {
      const [ada] = await db.select().from(users).where(eq(users.email, 'ada@example.com'));
      expect(ada).toMatchObject({ isAdmin: true, isDeveloper: false });
      const trail = await db.select().from(auditLog).orderBy(auditLog.at);
      expect(trail.map((entry) => [entry.action, entry.actorId])).toEqual([
        ['admin.grant', null],
        ['developer.grant', null],
        ['developer.revoke', null],
      ]);
    });
  });

  it('explains itself when the command or the account is unknown, as a process of its own', async () => {
    expect(await adminProcess('grant-admin', 'nobody@example.com')).toMatchObject({
      code: 1,
      stderr: 'No account has the e-mail nobody@example.com.\n',
    });
    const usage = await admin('make-admin');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run admin -- <command> EMAIL');
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.runIf(postgresUrl)('npm run admin on PostgreSQL', { timeout: CLI_TIMEOUT_MS }, () => {
  it('grants admin by e-mail on the database DATABASE_URL names', async () => {
    const name = `arcana_cli_${Date.now()}`;
    const server = new pg.Client({ connectionString: postgresUrl });
    await server.connect();
    await server.query(`create database ${name}`);
    const url = new URL(postgresUrl!);
    url.pathname = `/${name}`;
    const database = connectPostgres(url.toString());
    try {
      await database.migrate();
      await insertUser(database.db, { username: 'grace', email: 'grace@example.com', emailVerifiedAt: new Date() });
      const secrets = { JWT_SECRET: 'x'.repeat(32), ENCRYPTION_KEY: 'y'.repeat(32) };
      const onPostgres = { DATABASE_URL: url.toString(), LOG_LEVEL: 'silent', ...secrets };
      expect(await inTestProcess(adminCommand, ['grant-admin', 'grace@example.com'], onPostgres)).toMatchObject({
        code: 0,
        stdout: 'grace is now an admin.\n',
      });
      const [grace] = await database.db.select().from(users).where(eq(users.email, 'grace@example.com'));
      expect(grace?.isAdmin).toBe(true);
    } finally {
      await database.close();
      await server.query(`drop database if exists ${name} with (force)`);
      await server.end();
    }
  });
});
