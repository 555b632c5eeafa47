import { sql } from 'drizzle-orm';
import type { Database } from './client.js';

/** A table is analyzed again once its size has moved this far from what its statistics describe. */
const GROWTH_TO_REANALYZE = 0.2;
const LOCK_TIMEOUT = '5s';
/**
 * Rows sampled per column on the embedded database, a tenth of PostgreSQL's default: enough to know
 * one player's share of the cards (what chooses an index), at a tenth of the time its one thread is
 * busy with it (250 ms for 50,000 cards at the default).
 */
export const EMBEDDED_STATISTICS_TARGET = 10;

/**
 * What autovacuum's analyze does, done by us: the embedded database has no background workers, and a
 * PostgreSQL server may run with autovacuum off. Without statistics the planner guesses a few hundred
 * cards per player and sorts a 50,000-card collection whole for every page. Analyzes the tables (ours,
 * not the catalogs) that have rows and whose size has moved by a fifth since they were last analyzed,
 * sampling `statisticsTarget` rows per column (the server's own setting when undefined); answers their
 * names.
 */
export async function refreshPlannerStatistics(db: Database, statisticsTarget?: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    const { rows } = (await tx.execute(sql`
      select c.relname as name
      from pg_class c
      where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace and pg_relation_size(c.oid) > 0
        and (c.reltuples < 0 or abs(pg_relation_size(c.oid) / current_setting('block_size')::int - c.relpages) > c.relpages * ${GROWTH_TO_REANALYZE}::real)
      order by c.relname
    `)) as unknown as { rows: Array<{ name: string }> };
    if (rows.length === 0) return [];
    // Behind a vacuum or an index build, give up rather than hold up a start or a sweep.
    await tx.execute(sql.raw(`set local lock_timeout = '${LOCK_TIMEOUT}'`));
    if (statisticsTarget !== undefined) await tx.execute(sql.raw(`set local default_statistics_target = ${Math.trunc(statisticsTarget)}`));
    await tx.execute(
      sql`analyze ${sql.join(
        rows.map((row) => sql.identifier(row.name)),
        sql`, `,
      )}`,
    );
    return rows.map((row) => row.name);
  });
}
