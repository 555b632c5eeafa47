import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { SweepRule } from '../../lib/sweep.js';

/** Any constant of our own (the migration lock is another): with many instances, one sweeps at a time. */
export const SWEEP_LOCK_ID = 7_201_356;

export type SweepCounts = Record<string, number>;

export interface Sweeper {
  /** Deletes every expired row, unless another instance is sweeping: then resolves with undefined. */
  sweepOnce(): Promise<SweepCounts | undefined>;
  /** Sweeps on the interval from now on (the timer does not keep the process alive). */
  start(): void;
  /** Stops the schedule and waits for a sweep under way. */
  stop(): Promise<void>;
}

export function createSweeper(deps: {
  db: Database;
  log: FastifyBaseLogger;
  intervalMs: number;
  rules: Record<string, SweepRule>;
  /** Runs after each sweep this instance makes (the embedded database's statistics). */
  afterSweep?: () => Promise<unknown>;
}): Sweeper {
  const { db, log } = deps;
  let timer: NodeJS.Timeout | undefined;
  let underWay: Promise<unknown> | undefined;

  // The lock is a transaction's: it is let go at commit or rollback, even if this instance dies mid-sweep.
  const sweepOnce = async () => {
    const counts = await db.transaction(async (tx) => {
      const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK_ID}) as locked`);
      // Both drivers answer raw SQL with { rows }.
      const locked = (result as unknown as { rows: Array<{ locked: boolean }> }).rows[0]?.locked;
      if (!locked) return undefined;
      const counts: SweepCounts = {};
      for (const [table, rule] of Object.entries(deps.rules)) counts[table] = await rule(tx);
      return counts;
    });
    if (counts) await deps.afterSweep?.();
    return counts;
  };

  async function sweepOnSchedule() {
    try {
      const counts = await sweepOnce();
      if (counts) log.debug({ deleted: counts }, 'sweep: expired rows deleted');
      else log.debug('sweep skipped: another instance is sweeping');
    } catch (err) {
      log.warn({ err }, 'sweep failed; the next one tries again');
    }
  }

  return {
    sweepOnce,
    start() {
      timer ??= setInterval(() => {
        underWay ??= sweepOnSchedule().finally(() => (underWay = undefined));
      }, deps.intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await underWay;
    },
  };
}
