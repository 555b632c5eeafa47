import { OPS_PATHS } from '@arcana/shared';
import { rssMiB } from '../tools/arcana-process';

export interface MemorySample {
  atS: number;
  rssMiB: number;
  /** The main thread's V8 heap, from GET /api/metrics (the database thread's, on PGlite, is in the RSS only). */
  heapUsedMiB: number;
  /** Sockets connected, as the server counts them: a leak of sockets shows here before it shows in memory. */
  sockets: number;
}

const MiB = 1024 * 1024;

/** One figure of Prometheus's text format, summed over its labels. */
function metric(text: string, name: string): number {
  const values = [...text.matchAll(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)`, 'gm'))].map((match) => Number(match[1]));
  return values.length ? values.reduce((a, b) => a + b, 0) : NaN;
}

/**
 * The server's memory every `everyMs` from now: resident set from /proc (the whole process, PGlite's
 * thread and its WebAssembly memory included) and the heap and sockets from its metrics.
 */
export function sampleMemory(server: { url: string; pid: number }, metricsToken: string, everyMs: number) {
  const startedAt = performance.now();
  const samples: MemorySample[] = [];
  async function sample() {
    const atS = Math.round((performance.now() - startedAt) / 1000);
    const rss = rssMiB(server.pid);
    const metrics = await fetch(`${server.url}/api${OPS_PATHS.metrics}`, { headers: { authorization: `Bearer ${metricsToken}` } })
      .then((res) => (res.ok ? res.text() : ''))
      .catch(() => '');
    samples.push({
      atS,
      rssMiB: rss,
      heapUsedMiB: metric(metrics, 'nodejs_heap_size_used_bytes') / MiB,
      sockets: metric(metrics, 'arcana_sockets_connected'),
    });
  }
  const taking = new Set<Promise<void>>();
  const take = () => {
    const taken = sample().finally(() => taking.delete(taken));
    taking.add(taken);
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    /** Takes the last sample, at the end of the load. */
    async stop(): Promise<MemorySample[]> {
      clearInterval(timer);
      take();
      await Promise.all(taking);
      // A scrape that answered late does not reorder the timeline; of two in the same second, the last is kept.
      samples.sort((a, b) => a.atS - b.atS);
      return samples.filter((s, i) => s.atS !== samples[i + 1]?.atS);
    },
  };
}

export interface MemoryGrowth {
  warmUpS: number;
  fromMiB: number;
  toMiB: number;
  growthMiB: number;
  /** Least squares over the samples after warm-up: steadier than two points when the collector runs between them. */
  slopeMiBPerMin: number;
  heapGrowthMiB: number;
}

export function memoryGrowth(samples: MemorySample[], warmUpS: number): MemoryGrowth {
  const after = samples.filter((s) => s.atS >= warmUpS);
  const from = after[0] ?? samples[0]!;
  const to = samples.at(-1)!;
  return {
    warmUpS: from.atS,
    fromMiB: from.rssMiB,
    toMiB: to.rssMiB,
    growthMiB: to.rssMiB - from.rssMiB,
    slopeMiBPerMin: slope(after.map((s) => [s.atS / 60, s.rssMiB])),
    heapGrowthMiB: to.heapUsedMiB - from.heapUsedMiB,
  };
}

function slope(points: Array<[number, number]>): number {
  if (points.length < 2) return NaN;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / points.length;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / points.length;
  const covariance = points.reduce((sum, [x, y]) => sum + (x - meanX) * (y - meanY), 0);
  const variance = points.reduce((sum, [x]) => sum + (x - meanX) ** 2, 0);
  return covariance / variance;
}
