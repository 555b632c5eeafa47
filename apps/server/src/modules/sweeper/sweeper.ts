import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { SweepRule } from '../../lib/sweep.js';
import type { JobHandler } from '../../jobs/job-runner.js';

export type SweepCounts = Record<string, number>;

export interface Sweeper {
  /** Deletes every expired row, in one transaction, and says how many of each table went. */
  sweepOnce(): Promise<SweepCounts>;
  /** The `sweep` queue's turn, every `intervalMs`: the job runner gives it to one instance at a time. */
  job(): JobHandler;
}

export function createSweeper(deps: {
  db: Database;
  log: FastifyBaseLogger;
  intervalMs: number;
  rules: Record<string, SweepRule>;
  /** Runs after each sweep this instance makes (the embedded database's statistics). */
  afterSweep?: () => Promise<unknown>;
}): Sweeper {
  const sweepOnce = async () => {
    const counts = await deps.db.transaction(async (tx) => {
      const counts: SweepCounts = {};
      for (const [table, rule] of Object.entries(deps.rules)) counts[table] = await rule(tx);
      return counts;
    });
    await deps.afterSweep?.();
    return counts;
  };

  return {
    sweepOnce,
    job: () => ({
      everyMs: deps.intervalMs,
      leaseSeconds: 10 * 60,
      async run() {
        deps.log.debug({ deleted: await sweepOnce() }, 'sweep: expired rows deleted');
      },
    }),
  };
}
