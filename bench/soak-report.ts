import type { MemoryGrowth, MemorySample } from './soak-memory';
import type { RouteRow } from './soak-stats';

export interface SoakReport {
  database: string;
  seconds: number;
  /** The load, in words. */
  load: string;
  accounts: number;
  routes: RouteRow[];
  failures: Array<{ kind: string; count: number; example: string }>;
  errors: number;
  events: { expected: number; received: number };
  /** Ticks of each loop that found all its requests still in flight. */
  skipped: Record<string, number>;
  memory: MemorySample[];
  growth: MemoryGrowth;
}

/** About a dozen rows whatever the length of the run, always with the last sample. */
const MEMORY_ROWS = 12;

const signed = (value: number, digits = 1) => `${value >= 0 ? '+' : ''}${value.toFixed(digits)}`;

export function printSoak(report: SoakReport) {
  console.log(`\nSoak on ${report.database}: ${report.seconds} s, ${report.accounts} accounts at the end. Load: ${report.load}.`);
  console.table(report.routes.filter((row) => row.requests > 0));
  const { expected, received } = report.events;
  console.log(`collectibleCollected events: ${received} received of ${expected} expected.`);
  const skipped = Object.entries(report.skipped).filter(([, count]) => count > 0);
  console.log(
    skipped.length
      ? `Behind (ticks skipped with every request of the loop in flight): ${skipped.map(([loop, count]) => `${loop} ${count}`).join(', ')}.`
      : 'Never behind: every tick of every loop started its request.',
  );

  const step = Math.max(1, Math.ceil(report.memory.length / MEMORY_ROWS));
  const shown = report.memory.filter((_, i) => i % step === 0 || i === report.memory.length - 1);
  console.table(
    shown.map((s) => ({
      'time (s)': s.atS,
      'RSS (MiB)': Math.round(s.rssMiB),
      'heap used (MiB)': Math.round(s.heapUsedMiB),
      'sockets (server)': s.sockets,
    })),
  );
  const g = report.growth;
  console.log(
    `Memory after warm-up (${g.warmUpS} s → end): RSS ${Math.round(g.fromMiB)} → ${Math.round(g.toMiB)} MiB ` +
      `(${signed(g.growthMiB)} MiB, trend ${signed(g.slopeMiBPerMin, 2)} MiB/min); heap used ${signed(g.heapGrowthMiB)} MiB.`,
  );

  if (report.errors === 0) return console.log('Errors: 0.');
  console.log(`ERRORS: ${report.errors}`);
  console.table(report.failures);
}
