import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';

/**
 * The test suite's own time, tier by tier (docs/testing.md "Tiers"), on this checkout: each tier alone,
 * with the machine's load beside it, since a shared host's load moves these figures more than most
 * changes do, and each tier's share of their sum. `npm test` runs the Vitest tiers together, three
 * files at a time, so its wall time is less than the sum.
 */
export interface SuiteRow {
  tier: string;
  seconds: number;
  share: string;
  passed: boolean;
  'load before': string;
}

const root = join(import.meta.dirname, '..');

/** The one spec that visits every page state at every width; every other spec is a journey. */
const SCREENS_SPEC = 'screens.spec.ts';
const journeySpecs = () => readdirSync(join(root, 'e2e')).filter((file) => file.endsWith('.spec.ts') && file !== SCREENS_SPEC);

/** Each tier and how to run it alone. A Vitest tier names its projects (`:mocks` are their files that replace a module). */
function tiers(): Array<{ tier: string; command: string; args: string[] }> {
  const vitest = (tier: string, projects: string[]) => ({
    tier,
    command: 'npx',
    // A project without files of its kind (no `:mocks` file) passes with nothing to run.
    args: ['vitest', 'run', '--passWithNoTests', ...projects.flatMap((project) => ['--project', project])],
  });
  return [
    vitest('unit: shared contract, lint rules, fakes', ['shared', 'lint', 'tools']),
    vitest('web (jsdom)', ['web', 'web:mocks']),
    ...(process.env.TEST_DATABASE_URL ? [vitest('server on PostgreSQL', ['server-postgres', 'server-postgres:mocks'])] : []),
    vitest('server on PGlite', ['server-pglite', 'server-pglite:mocks']),
    // The browser tiers share one build, made before the first is timed.
    { tier: 'browser: journeys', command: 'npx', args: ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...journeySpecs()] },
    { tier: 'browser: screens', command: 'npx', args: ['playwright', 'test', '-c', 'e2e/playwright.config.ts', SCREENS_SPEC] },
  ];
}

function timed(command: string, args: string[]): Promise<{ seconds: number; passed: boolean; load: string }> {
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'ignore' });
    child.once('error', reject);
    child.once('exit', (code) => resolve({ seconds: Math.round((performance.now() - started) / 1000), passed: code === 0, load }));
  });
}

/** BENCH_SUITE_PARTS: a comma-separated list of words; a tier runs when its name contains one of them. All by default. */
export async function benchSuite(): Promise<SuiteRow[]> {
  const wanted = process.env.BENCH_SUITE_PARTS?.split(',');
  const chosen = tiers().filter(({ tier }) => !wanted || wanted.some((word) => tier.includes(word)));
  if (chosen.some(({ tier }) => tier.startsWith('browser'))) {
    const build = await timed('npm', ['run', 'build', '--silent']);
    if (!build.passed) throw new Error('the build failed');
  }
  const timings = [];
  for (const { tier, command, args } of chosen) timings.push({ tier, ...(await timed(command, args)) });
  const sum = timings.reduce((total, { seconds }) => total + seconds, 0);
  return timings.map(({ tier, seconds, passed, load }) => ({
    tier,
    seconds,
    share: `${Math.round((seconds / Math.max(sum, 1)) * 100)} %`,
    passed,
    'load before': load,
  }));
}

export function printSuite(rows: SuiteRow[]) {
  console.log('\nThe test suite, tier by tier (seconds of wall time, one tier at a time):');
  console.table(rows);
  console.log(`Sum of the tiers: ${rows.reduce((sum, row) => sum + row.seconds, 0)} s`);
}
