import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';

type Project = TestProjectInlineConfiguration;

/**
 * How long one test may take. Vitest's 5 s default was within two seconds of the 100,000 draws of the
 * odds test and of the slowest jsdom journeys on a shared two-core host; a timeout is there to end a
 * hung test, not to time a slow one (speed is measured in bench/).
 */
const TEST_TIMEOUT_MS = 30_000;

/**
 * The test files that replace a module (vi.mock): hoisted above the imports, a mock only takes in a
 * module registry of the file's own. Read from the folders the project's `include` globs start in
 * (`dir/**…`), as paths from its root.
 */
function filesMockingModules(root: string, include: string[]) {
  return include.flatMap((glob) => {
    const dir = glob.split('**')[0]!;
    return readdirSync(join(import.meta.dirname, root, dir), { recursive: true, encoding: 'utf8' })
      .map((file) => join(dir, file))
      .filter((file) => /\.test\.tsx?$/.test(file) && readFileSync(join(import.meta.dirname, root, file), 'utf8').includes('vi.mock('));
  });
}

/**
 * A project whose files share each worker's modules (and, on the web, its jsdom): a fresh registry
 * per file cost the web 70 of its 126 s and the server a quarter of its run. The files that mock a
 * module run apart, in `name:mocks`, each in its own.
 */
function sharingModules(project: Project & { test: { name: string; root: string; include: string[] } }): Project[] {
  const mocking = filesMockingModules(project.test.root, project.test.include);
  const shared = { ...project, test: { ...project.test, isolate: false, exclude: [...configDefaults.exclude, ...mocking] } };
  if (mocking.length === 0) return [shared];
  return [shared, { ...project, test: { ...project.test, name: `${project.test.name}:mocks`, include: mocking } }];
}

const server = (name: string, include: string[], env: Record<string, string>) =>
  sharingModules({
    test: {
      name,
      root: 'apps/server',
      include,
      environment: 'node',
      testTimeout: TEST_TIMEOUT_MS,
      hookTimeout: 60_000,
      env,
      // One migrated database per run, copied for each test file.
      globalSetup: ['test/database-template.ts'],
    },
  });

const postgresUrl = process.env.TEST_DATABASE_URL;

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
      ...server('server-pglite', ['src/**/*.test.ts', 'test/**/*.test.ts'], { TEST_DB: 'pglite' }),
      // The same database tests again on a real PostgreSQL server (CI sets TEST_DATABASE_URL).
      ...(postgresUrl
        ? server('server-postgres', ['src/modules/**/*.test.ts', 'src/realtime/**/*.test.ts', 'src/demo/**/*.test.ts'], {
            TEST_DB: 'postgres',
            TEST_DATABASE_URL: postgresUrl,
            ...(process.env.TEST_REDIS_URL ? { TEST_REDIS_URL: process.env.TEST_REDIS_URL } : {}),
          })
        : []),
      ...sharingModules({
        plugins: [react()],
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          testTimeout: TEST_TIMEOUT_MS,
          setupFiles: ['./src/test-setup.ts'],
        },
      }),
    ],
  },
});
