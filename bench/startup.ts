import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuTreeMs, rssTreeMiB, startArcanaProcess, type ServerBuild } from '../tools/arcana-process';
import { percentile } from './fanout';

export interface StartupRow {
  database: string;
  server: string;
  start: string;
  'time to healthy p50 (ms)': number;
  'min–max (ms)': string;
  'CPU time to healthy p50 (ms)': number;
  'RSS after start p50 (MiB)': number;
}

const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 5);
const BUILDS: Record<ServerBuild, string> = { compiled: 'compiled (npm start)', source: 'source through tsx (npm run dev)' };

/** One start: spawn to the first 200 from /api/health, then the CPU time and memory of the process and what it spawned, then SIGTERM. */
async function startOnce(build: ServerBuild, env: Record<string, string>) {
  const server = await startArcanaProcess(build, env);
  const sample = { ms: server.startupMs, cpuMs: cpuTreeMs(server.pid), rssMiB: rssTreeMiB(server.pid) };
  await server.stop();
  return sample;
}

type Sample = Awaited<ReturnType<typeof startOnce>>;

function row(database: string, build: ServerBuild, start: string, samples: Sample[]): StartupRow {
  const ms = samples.map((s) => s.ms);
  const cpu = samples.map((s) => s.cpuMs);
  const rss = samples.map((s) => s.rssMiB);
  return {
    database,
    server: BUILDS[build],
    start,
    'time to healthy p50 (ms)': Math.round(percentile(ms, 50)),
    'min–max (ms)': `${Math.round(Math.min(...ms))}–${Math.round(Math.max(...ms))}`,
    'CPU time to healthy p50 (ms)': percentile(cpu, 50),
    'RSS after start p50 (MiB)': Math.round(percentile(rss, 50)),
  };
}

/**
 * Time to healthy, the CPU time it took and memory after start, for the compiled server and for the
 * sources run through tsx. The CPU time is the one to compare on a busy machine: the wall-clock time
 * also counts the waits for cores that other processes hold.
 * On PGlite a start on a new DATA_DIR creates the database and applies every migration; a restart
 * opens it again, which is what a deploy or `npm start` on a used checkout does. On PostgreSQL the
 * migrations are applied once, before measuring. One start of each server warms the disk cache (and
 * tsx's cache of transformed files) first; then the runs alternate between the two servers.
 */
export async function benchStartup(database: string, env: Record<string, string>): Promise<StartupRow[]> {
  const builds: ServerBuild[] = ['compiled', 'source'];
  const starts = database === 'PGlite' ? ['new DATA_DIR', 'restart'] : ['start'];
  const samples = new Map<string, Sample[]>();
  const withNewDataDir = () => ({ ...env, DATA_DIR: mkdtempSync(join(tmpdir(), 'arcana-startup-')) });
  for (const build of builds) await startOnce(build, withNewDataDir());
  for (let run = 0; run < RUNS; run++) {
    for (const build of builds) {
      const runEnv = withNewDataDir();
      for (const start of starts) {
        const key = `${build} ${start}`;
        samples.set(key, [...(samples.get(key) ?? []), await startOnce(build, runEnv)]);
      }
    }
  }
  return builds.flatMap((build) => starts.map((start) => row(database, build, start, samples.get(`${build} ${start}`)!)));
}
