// Runs the end-to-end suite in Debian's Chromium against the built app. Without Chromium it says so
// loudly and skips; with REQUIRE_E2E=1 (CI) a missing browser is a failure.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const message = `Chromium not found at ${chromium}: end-to-end tests NOT RUN. Install it with: apt-get install -y chromium`;
  if (process.env.REQUIRE_E2E === '1') {
    console.error(`\n✖ ${message} (REQUIRE_E2E=1)\n`);
    process.exit(1);
  }
  console.warn(`\n${'!'.repeat(80)}\n! ${message}\n${'!'.repeat(80)}\n`);
  process.exit(0);
}

const run = (command, args) => spawnSync(command, args, { stdio: 'inherit', shell: false }).status ?? 1;
// Build first (a second or two), so the suite never tests a stale bundle.
if (run('npm', ['run', 'build', '--silent']) !== 0) process.exit(1);
process.exit(run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)]));
