import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { databasesOf } from './eslint-rules/test-databases.js';

type Project = TestProjectInlineConfiguration;

/**
 * How long one test may take. Vitest's 5 s default was within two seconds of the 100,000 draws of the
 * odds test and of the slowest jsdom journeys on a shared two-core host; a timeout is there to end a
 * hung test, not to time a slow one (speed is measured in bench/).
 */
const TEST_TIMEOUT_MS = 30_000;

/** The test files under these folders of a workspace, as paths from its root. */
function testFiles(root: string, folders: string[]) {
  return folders.flatMap((folder) =>
    readdirSync(join(import.meta.dirname, root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => join(folder, file)),
  );
}

const source = (root: string, file: string) => readFileSync(join(import.meta.dirname, root, file), 'utf8');

type Config = Project & { test: { name: string; root: string; include: string[] } };

/**
 * A project whose files share each worker's modules (and, on the web, its jsdom): a fresh registry
 * per file cost the web 70 of its 126 s and the server a quarter of its run. The files that replace a
 * module (vi.mock, hoisted above the imports, takes only in a registry of the file's own) run apart,
 * in `name:mocks`, each in its own.
 */
function sharingModules(project: Config, files: string[]): Project[] {
  const mocking = files.filter((file) => source(project.test.root, file).includes('vi.mock('));
  const shared = { ...project, test: { ...project.test, isolate: false, exclude: [...configDefaults.exclude, ...mocking] } };
  if (mocking.length === 0) return [shared];
  return [shared, { ...project, test: { ...project.test, name: `${project.test.name}:mocks`, include: mocking } }];
}

const SERVER_ROOT = 'apps/server';
const serverFiles = testFiles(SERVER_ROOT, ['src', 'test']).map((file) => ({ file, databases: databasesOf(source(SERVER_ROOT, file)) }));
const malformed = serverFiles.find(({ databases }) => typeof databases === 'string');
if (malformed) throw new Error(`${malformed.file}: the '// @databases' tag ${String(malformed.databases)}`);

/**
 * The server's files to run on one database. Without PostgreSQL every file runs on PGlite; with it
 * (CI) every file runs on PostgreSQL and a file tagged for the embedded database runs there too, or
 * there alone (docs/testing.md "Which database").
 */
function serverFilesOn(database: 'pglite' | 'postgres', withPostgres: boolean) {
  return serverFiles
    .filter(({ databases }) => {
      if (database === 'pglite') return !withPostgres || (Array.isArray(databases) && databases.includes('pglite'));
      return databases === undefined || (Array.isArray(databases) && databases.includes('postgres'));
    })
    .map(({ file }) => file);
}

const server = (name: string, include: string[], env: Record<string, string>) =>
  sharingModules(
    {
      test: {
        name,
        root: SERVER_ROOT,
        include,
        environment: 'node',
        testTimeout: TEST_TIMEOUT_MS,
        hookTimeout: 60_000,
        // A poll waits for what the app does by itself (its job runner, its outbox): on a busy machine
        // that can take more than the default second. One that never comes still fails, later.
        expect: { poll: { timeout: 10_000 } },
        env,
        // One migrated database per run, copied for each test file.
        globalSetup: ['test/database-template.ts'],
      },
    },
    include,
  );

const postgresUrl = process.env.TEST_DATABASE_URL;
/**
 * `npm run test:fast`: the server's files on one database, PostgreSQL where there is one (less the
 * embedded database's own files), else PGlite (docs/testing.md "The inner loop").
 */
const oneDatabase = process.env.TEST_ONE_DATABASE === '1';

export default defineConfig({
  test: {
    // One file more than the machine has cores: the server's files wait on sockets, child processes and
    // PostgreSQL for a fifth of their time, which one more file fills (docs/benchmarks.md "suite").
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'], environment: 'node', testTimeout: TEST_TIMEOUT_MS },
      },
      // The lint configuration's own rules (the web's layers), proved on snippets.
      { test: { name: 'lint', include: ['eslint.config.test.ts'], environment: 'node', testTimeout: TEST_TIMEOUT_MS } },
      // The loopback fakes of outside services, proved with the real client libraries.
      { test: { name: 'tools', include: ['tools/**/*.test.ts'], environment: 'node', testTimeout: TEST_TIMEOUT_MS } },
      ...(postgresUrl && oneDatabase ? [] : server('server-pglite', serverFilesOn('pglite', Boolean(postgresUrl)), { TEST_DB: 'pglite' })),
      // On a real PostgreSQL server where there is one (CI sets TEST_DATABASE_URL).
      ...(postgresUrl
        ? server('server-postgres', serverFilesOn('postgres', true), {
            TEST_DB: 'postgres',
            TEST_DATABASE_URL: postgresUrl,
            ...(process.env.TEST_REDIS_URL ? { TEST_REDIS_URL: process.env.TEST_REDIS_URL } : {}),
          })
        : []),
      ...sharingModules(
        {
          plugins: [react()],
          test: {
            name: 'web',
            root: 'apps/web',
            include: ['src/**/*.test.{ts,tsx}'],
            environment: 'jsdom',
            testTimeout: TEST_TIMEOUT_MS,
            setupFiles: ['./src/test-setup.ts'],
          },
        },
        testFiles('apps/web', ['src']),
      ),
    ],
  },
});
