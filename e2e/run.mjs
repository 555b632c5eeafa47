// Runs the end-to-end suite in Debian's Chromium against the built app. Without Chromium it says so
// loudly and skips; with REQUIRE_E2E=1 (CI) a missing browser is a failure.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
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

const root = join(import.meta.dirname, '..');
/** What the build reads: the workspaces (their own outputs and packages aside) and the root's lockfile and settings. */
const BUILD_INPUTS = ['apps/web', 'apps/server', 'packages/shared', 'package-lock.json', 'tsconfig.base.json'];
/** What the suite serves: the web app's page, its renderer for the server, and the compiled server. */
const BUILD_OUTPUTS = ['apps/web/dist/index.html', 'apps/web/dist-server/render.js', 'apps/server/dist/main.js'];
/** Folders the build writes inside a workspace. */
const OUTPUT_FOLDERS = new Set(['node_modules', 'dist', 'dist-server']);

/**
 * The newest change under a path, in milliseconds since the epoch. A folder's own time counts (a file
 * removed from it changes it), but not a workspace's: the build itself replaces its outputs there.
 */
function newestChange(path, isWorkspace = true) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  const entries = readdirSync(path).filter((name) => !OUTPUT_FOLDERS.has(name));
  return Math.max(isWorkspace ? 0 : stats.mtimeMs, ...entries.map((name) => newestChange(join(path, name), false)));
}

/** Every output is there and newer than every input: `npm run build` ran since the last change (CI builds just before). */
function buildIsCurrent() {
  const outputs = BUILD_OUTPUTS.map((file) => join(root, file));
  if (!outputs.every((file) => existsSync(file))) return false;
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  return BUILD_INPUTS.every((input) => newestChange(join(root, input)) < built);
}

const run = (command, args) => spawnSync(command, args, { stdio: 'inherit', shell: false }).status ?? 1;
// The suite never tests a stale bundle: it builds unless the last build is newer than every source.
if (buildIsCurrent()) console.log('The build is newer than every source: the suite uses it as it is.');
else if (run('npm', ['run', 'build', '--silent']) !== 0) process.exit(1);
process.exit(run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)]));
