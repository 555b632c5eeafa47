import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { SweepRule } from '../../lib/sweep.js';
import type { JobHandler } from '../../jobs/job-runner.js';

export type SweepCounts = Record<string, number>;

export interface Sweeper {
  /** A table's rule, given by its owner before the app starts: the sweep runs them in the order given. */
  rule(table: string, rule: SweepRule): void;
  /** Deletes every expired row, in one transaction, and says how many of each table went. */
  sweepOnce(): Promise<SweepCounts>;
  /** The `sweep` queue's turn, every `intervalMs`: the job runner gives it to one instance at a time. */
  job(): JobHandler;
}

export function createSweeper(deps: {
  db: Database;
  log: FastifyBaseLogger;
  intervalMs: number;
  /** Runs after each sweep this instance makes (the embedded database's statistics). */
  afterSweep?: () => Promise<unknown>;
}): Sweeper {
  const rules = new Map<string, SweepRule>();
  const sweepOnce = async () => {
    const counts = await deps.db.transaction(async (tx) => {
      const counts: SweepCounts = {};
      for (const [table, rule] of rules) counts[table] = await rule(tx);
      return counts;
    });
    await deps.afterSweep?.();
    return counts;
  };

  return {
    rule(table, rule) {
      if (rules.has(table)) throw new Error(`the ${table} table has a sweep rule already`);
      rules.set(table, rule);
    },
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
