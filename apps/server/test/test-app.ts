import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { createPlatform, type Platform } from '../src/platform/platform.js';
import { parseConfig, type ResolvedConfig } from '../src/config.js';
import { PGlite } from '@electric-sql/pglite';
import { connectPostgres, pgliteHandle, type DatabaseHandle } from '../src/db/client.js';
import type { PgliteThreadClient } from '../src/db/pglite-thread.js';
import { mailOutbox } from '../src/db/schema.js';
import { createLogger } from '../src/logger.js';
import { findLink, startMailCapture, type MailCapture } from '../../../tools/mail-capture.js';
import { createSocketClients } from './sockets.js';
import { databaseUrl, onPostgres } from '../../../tools/postgres-admin.js';

export interface TestApp {
  app: FastifyInstance;
  /** Listens on a loopback port (for real sockets) and returns the base URL. */
  listen(): Promise<string>;
  deps: Platform;
  database: DatabaseHandle;
  /** PostgreSQL only: another instance of the app on the same database, as behind a load balancer. */
  openSecondInstance(): Promise<TestApp>;
  /** The SMTP server this app delivers its mail to (unless a test sets smtpUrl itself), shared with a second instance. */
  mailbox: MailCapture;
  /**
   * The link in the last mail to this address (of this template), read from the mailbox like a user
   * reads their inbox; waits for its delivery, which finishes after the request that sent it.
   */
  lastLink(to: string, template?: string): Promise<string>;
  close(): Promise<void>;
}

/** Which database this run uses: PGlite always; the `server-postgres` project sets TEST_DB=postgres. */
const usePostgres = process.env.TEST_DB === 'postgres';

/** The run's migrated embedded database (database-template.ts), read once per worker. */
let pgliteTemplate: Promise<Uint8Array> | undefined;

/**
 * A database of its own for each test file, already migrated: a copy of the run's template, in memory
 * (PGlite) or as a new database on the PostgreSQL server.
 */
export async function openTestDatabase(): Promise<{ database: DatabaseHandle; url?: string }> {
  if (!usePostgres) {
    pgliteTemplate ??= readFile(inject('pgliteTemplate')).then((bytes) => new Uint8Array(bytes));
    return { database: await openPgliteHere(await pgliteTemplate) };
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `arcana_test_${randomBytes(6).toString('hex')}`;
  await onPostgres(baseUrl, (client) => client.query(`create database ${name} template ${inject('postgresTemplate')}`));
  const url = databaseUrl(baseUrl, name);
  const handle = connectTestPostgres(url);
  return {
    url,
    database: {
      ...handle,
      async close() {
        await handle.close();
        await onPostgres(baseUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
      },
    },
  };
}

/**
 * PGlite in the test's own process, where the server gives it a thread of its own (db/pglite-thread.ts):
 * a thread, with PGlite and its TypeScript loader to start in it, cost each test file about a second
 * more than the copy of the database itself. The thread is proved where it matters: the process tests
 * and the browser suite run the server as it runs.
 */
async function openPgliteHere(copyOf: Uint8Array): Promise<DatabaseHandle> {
  return pgliteHere(await PGlite.create({ loadDataDir: new Blob([copyOf]) }));
}

/** A server's DATA_DIR, opened here while no server runs on it (db/pglite-create.ts keeps the database in its pgdata folder). */
export const openDataDirHere = async (dataDir: string) => pgliteHere(await PGlite.create({ dataDir: join(dataDir, 'pgdata') }));

async function pgliteHere(pglite: PGlite): Promise<DatabaseHandle> {
  const client: PgliteThreadClient = {
    query: (sql, params, options) => pglite.query(sql, params, options as Parameters<PGlite['query']>[2]),
    transaction: (callback) => pglite.transaction(callback),
    listen: async (channel, onPayload) => void (await pglite.listen(channel, onPayload)),
    ping: async () => void (await pglite.query('select 1')),
    close: () => pglite.close(),
  };
  return pgliteHandle(client, client.close);
}

// Dropping the database at the end ends its connections; that is expected, not an error.
const connectTestPostgres = (url: string) => connectPostgres(url, { poolSize: 4, onIdleError: () => undefined });

export async function createTestApp(overrides: Partial<ResolvedConfig> = {}): Promise<TestApp> {
  return createTestAppOn(await openTestDatabase(), overrides);
}

/** The app on a database of the test's choosing (a server process's, opened while it is stopped); closing it closes that database. */
export async function createTestAppOn(
  { database, url }: { database: DatabaseHandle; url?: string },
  overrides: Partial<ResolvedConfig> = {},
): Promise<TestApp> {
  // The outbox keeps no link, so mail is read where a user reads it: from a real SMTP server.
  const mailbox = await startMailCapture();
  const config: ResolvedConfig = {
    // Tests collect freely; the collect limit and the house's daily draws are tested with settings of their own.
    ...parseConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', RATE_LIMIT_COLLECT_MAX: '100000', HOUSE_DRAWS: 'unlimited' }),
    jwtSecret: randomBytes(32).toString('hex'),
    encryptionKey: randomBytes(32).toString('hex'),
    publicUrl: 'http://arcana.test',
    smtpUrl: `smtp://127.0.0.1:${mailbox.smtpPort}`,
    // On PostgreSQL the app runs as it would at scale: realtime events cross instances through the database.
    databaseUrl: url,
    ...overrides,
  };
  const first = await startInstance(config, database, url, mailbox);
  return {
    ...first,
    async close() {
      await first.close();
      await mailbox.close();
    },
  };
}

async function startInstance(
  config: ResolvedConfig,
  database: DatabaseHandle,
  url: string | undefined,
  mailbox: MailCapture,
): Promise<TestApp> {
  const deps = createPlatform(config, database, createLogger('silent'));
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    deps,
    database,
    mailbox,
    async listen() {
      return app.listen({ port: 0, host: '127.0.0.1' });
    },
    async openSecondInstance() {
      if (!url) throw new Error('a second instance needs PostgreSQL: an embedded database has one process');
      return startInstance(config, connectTestPostgres(url), undefined, mailbox);
    },
    async lastLink(to, template) {
      // Some mail is written after the answer has gone (a password reset): wait for its row a little.
      let last: { id: string } | undefined;
      for (let waited = 0; !last; waited += 50) {
        [last] = await database.db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.to, to), template ? eq(mailOutbox.template, template) : undefined))
          .orderBy(desc(mailOutbox.createdAt))
          .limit(1);
        if (!last && waited > 5000) throw new Error(`no ${template ?? ''} mail to ${to}`);
        if (!last) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // Each mail's Message-ID carries its outbox id, so a later mail cannot be mistaken for this one.
      // Its delivery is awaited, not timed: fifty signups at once under the whole suite's load take their while.
      const { id } = last;
      const link = findLink(await mailbox.waitFor((mail) => mail.messageId.includes(id), 20_000));
      if (!link) throw new Error(`the ${template ?? ''} mail to ${to} has no link`);
      return link;
    },
    async close() {
      await app.close();
      await deps.mail.close();
      await database.close();
    },
  };
}

export const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

/**
 * One app per test file, made before its tests and closed after them; use it inside tests only. The
 * settings may be worked out first (an outside service's fake must listen before its address is known).
 */
export function useTestApp(overrides: Partial<ResolvedConfig> | (() => Promise<Partial<ResolvedConfig>>) = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(typeof overrides === 'function' ? await overrides() : overrides);
  });
  afterAll(() => current?.close());
  return new Proxy({} as TestApp, {
    get(_target, key) {
      if (!current) throw new Error('the test app exists only while tests run');
      return Reflect.get(current, key);
    },
  });
}

/**
 * useTestApp listening on a loopback port, for tests with real sockets: `baseUrl()` is its address,
 * and the sockets it opens are closed after the file's tests.
 */
export function useListeningTestApp(overrides: Parameters<typeof useTestApp>[0] = {}) {
  const t = useTestApp(overrides);
  const sockets = createSocketClients();
  let url = '';
  beforeAll(async () => {
    url = await t.listen();
  });
  afterAll(() => sockets.closeAll());
  return { t, sockets, baseUrl: () => url };
}
