import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rssMiB, startArcanaProcess } from '../tools/arcana-process';
import { percentile } from './fanout';

export interface StartupMemoryRow {
  start: string;
  'RSS after idling p50 (MiB)': number;
  'min–max (MiB)': string;
}

const RUNS = Number(process.env.BENCH_STARTUP_MEMORY_RUNS ?? 3);
/** Long enough for what a start leaves behind (garbage, freed pages) to have settled: the figure is what the server keeps. */
const IDLE_MS = 5_000;

async function idleRssMiB(dataDir: string): Promise<number> {
  const server = await startArcanaProcess('compiled', { DATA_DIR: dataDir });
  try {
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    return rssMiB(server.pid);
  } finally {
    await server.stop();
  }
}

/**
 * What the compiled server keeps in memory once started and idle, on PGlite: on a new DATA_DIR, where
 * it creates the database, and started again on the same directory. The first must cost no more than
 * the second: a server's first start is as long-lived as any other.
 */
export async function benchStartupMemory(): Promise<StartupMemoryRow[]> {
  const samples = { 'new DATA_DIR': [] as number[], restart: [] as number[] };
  for (let run = 0; run < RUNS; run++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'arcana-startup-memory-'));
    try {
      samples['new DATA_DIR'].push(await idleRssMiB(dataDir));
      samples.restart.push(await idleRssMiB(dataDir));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return Object.entries(samples).map(([start, rss]) => ({
    start,
    'RSS after idling p50 (MiB)': Math.round(percentile(rss, 50)),
    'min–max (MiB)': `${Math.round(Math.min(...rss))}–${Math.round(Math.max(...rss))}`,
  }));
}
