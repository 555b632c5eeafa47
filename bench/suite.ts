import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';

/**
 * The test suite's own time, part by part, on this checkout: each Vitest project alone (the
 * PostgreSQL ones too when TEST_DATABASE_URL is set), then the browser suite, with the machine's
 * load beside each, since a shared host's load moves these figures more than most changes do.
 * `npm test` runs the projects together, two files at a time, so its wall time is less than the sum.
 */
export interface SuiteRow {
  part: string;
  seconds: number;
  passed: boolean;
  'load before': string;
}

const root = join(import.meta.dirname, '..');

/** The projects of vitest.config.ts, in the order a reader looks for them. */
const PROJECTS = [
  'shared',
  'lint',
  'tools',
  'server-pglite',
  'server-pglite:mocks',
  'server-postgres',
  'server-postgres:mocks',
  'web',
  'web:mocks',
];

function timed(part: string, command: string, args: string[]): Promise<SuiteRow> {
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'ignore' });
    child.once('error', reject);
    child.once('exit', (code) =>
      resolve({ part, seconds: Math.round((performance.now() - started) / 1000), passed: code === 0, 'load before': load }),
    );
  });
}

/** BENCH_SUITE_PARTS: a comma-separated list of the parts to time (the projects' names, `e2e`); all by default. */
export async function benchSuite(): Promise<SuiteRow[]> {
  const wanted = process.env.BENCH_SUITE_PARTS?.split(',');
  const projects = PROJECTS.filter((name) => !name.startsWith('server-postgres') || process.env.TEST_DATABASE_URL);
  const rows: SuiteRow[] = [];
  for (const project of projects.filter((name) => !wanted || wanted.includes(name))) {
    // A project without files of its kind (no `:mocks` file) passes with nothing to run.
    rows.push(await timed(project, 'npx', ['vitest', 'run', '--project', project, '--passWithNoTests']));
  }
  if (!wanted || wanted.includes('e2e')) rows.push(await timed('e2e (build included)', 'node', ['e2e/run.mjs']));
  return rows;
}

export function printSuite(rows: SuiteRow[]) {
  console.log('\nThe test suite, part by part (seconds of wall time, one part at a time):');
  console.table(rows);
  console.log(`Sum of the parts: ${rows.reduce((sum, row) => sum + row.seconds, 0)} s`);
}
