import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const server = (name: string, include: string[], env: Record<string, string>) => ({
  test: {
    name,
    root: 'apps/server',
    include,
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env,
  },
});

const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    // Two cores: run files in parallel, but not more of them than the machine has.
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'], environment: 'node' } },
      // The lint configuration's own rules (the web's layers), proved on snippets.
      { test: { name: 'lint', include: ['eslint.config.test.ts'], environment: 'node', testTimeout: 30_000 } },
      // The loopback fakes of outside services, proved with the real client libraries.
      { test: { name: 'tools', include: ['tools/**/*.test.ts'], environment: 'node' } },
      server('server-pglite', ['src/**/*.test.ts', 'test/**/*.test.ts'], { TEST_DB: 'pglite' }),
      // The same database tests again on a real PostgreSQL server (CI sets TEST_DATABASE_URL).
      ...(postgresUrl
        ? [
            server('server-postgres', ['src/modules/**/*.test.ts', 'src/realtime/**/*.test.ts', 'src/demo/**/*.test.ts'], {
              TEST_DB: 'postgres',
              TEST_DATABASE_URL: postgresUrl,
              ...(process.env.TEST_REDIS_URL ? { TEST_REDIS_URL: process.env.TEST_REDIS_URL } : {}),
            }),
          ]
        : []),
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test-setup.ts'],
        },
      },
    ],
  },
});
