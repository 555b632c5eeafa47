import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN_EMAILS, E2E_PORTS } from './ports';

const dataDir = mkdtempSync(join(tmpdir(), 'arcana-e2e-'));
const root = join(import.meta.dirname, '..');

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // A flaky end-to-end test is a bug to fix, not to retry.
  retries: 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORTS.app}`,
    // Journeys test behaviour, not motion: the landing's endless decoration, drawn in software on two
    // shared cores, would take the CPU the other worker's journey needs. landing.spec.ts turns motion
    // back on where it is the subject.
    reducedMotion: 'reduce',
    // Recording a trace of every journey, to keep the failed ones, cost the suite a sixth of its time;
    // E2E_TRACE=1 turns it on when a failure needs one. A failure still writes its page snapshot.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    // A new context, and the new page's renderer, cost each journey about a second of both cores
    // before its first step. Each worker keeps one context instead: between journeys Playwright closes
    // its other pages, clears cookies, storage and cache, and drops routes and init scripts (a journey
    // that asks for other options, a phone's say, still gets a context of its own). Every journey
    // signs in an account of its own, so nothing it relies on is left from the last one
    // (docs/decisions/029-one-browser-context-per-worker.md).
    reuseContext: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'node --import tsx tools/mail-capture.ts',
      cwd: root,
      url: `http://127.0.0.1:${E2E_PORTS.mailHttp}/messages`,
      env: { SMTP_PORT: String(E2E_PORTS.smtp), HTTP_PORT: String(E2E_PORTS.mailHttp) },
      reuseExistingServer: false,
    },
    {
      // The built app and server, started as `npm run demo` starts them: the sign-in providers are the fakes of tools/.
      // The suite's admins (ADMIN_EMAILS grants only at start) and its settled accounts exist, verified, before it starts.
      command: 'node --import tsx e2e/seed-accounts.ts && node --import tsx tools/demo.ts',
      cwd: root,
      url: `http://127.0.0.1:${E2E_PORTS.app}/api/health`,
      timeout: 60_000,
      env: {
        PORT: String(E2E_PORTS.app),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: `http://127.0.0.1:${E2E_PORTS.app}`,
        SMTP_URL: `smtp://127.0.0.1:${E2E_PORTS.smtp}`,
        LOG_LEVEL: 'warn',
        FAKE_OAUTH_PORT: String(E2E_PORTS.fakeOAuth),
        FAKE_STEAM_PORT: String(E2E_PORTS.fakeSteam),
        FAKE_SOLANA_PORT: String(E2E_PORTS.fakeSolana),
        FAKE_TWITCH_PORT: String(E2E_PORTS.fakeTwitch),
        DEMO_GAME_PORT: String(E2E_PORTS.demoGame),
        // Every account of the suite signs up from 127.0.0.1 (the limit itself is tested on the server).
        RATE_LIMIT_SIGNUP_MAX: '100',
        // Journeys collect by the dozen within a minute (the limit and the daily draws are tested on the server).
        RATE_LIMIT_COLLECT_MAX: '10000',
        HOUSE_DRAWS: 'unlimited',
        // The journeys list and buy cards; a fresh install keeps the market closed (docs/configuration.md).
        MARKET_ENABLED: 'true',
        ADMIN_EMAILS: E2E_ADMIN_EMAILS.join(','),
      },
      reuseExistingServer: false,
    },
  ],
});
