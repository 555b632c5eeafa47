import { sql } from 'drizzle-orm';
import type { Database } from './client.js';

/** A table is analyzed again once its size has moved this far from what its statistics describe. */
const GROWTH_TO_REANALYZE = 0.2;
/**
 * Rows sampled per column, a tenth of PostgreSQL's default: enough to know one player's share of the
 * cards (what chooses an index), at a tenth of the time the embedded database is busy with it.
 */
const STATISTICS_TARGET = 10;

/**
 * What autovacuum's analyze does on a PostgreSQL server, for the embedded database, which has no
 * background workers and so never learns on its own how its tables are spread: without statistics
 * the planner guesses a few hundred cards per player and sorts a 50,000-card collection whole for
 * every page. Analyzes the tables (ours, not the catalogs) that have rows and whose size has moved by
 * a fifth since they were last analyzed; answers their names.
 */
export async function refreshPlannerStatistics(db: Database): Promise<string[]> {
  return db.transaction(async (tx) => {
    const { rows } = (await tx.execute(sql`
      select c.relname as name
      from pg_class c
      where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace and pg_relation_size(c.oid) > 0
        and (c.reltuples < 0 or abs(pg_relation_size(c.oid) / current_setting('block_size')::int - c.relpages) > c.relpages * ${GROWTH_TO_REANALYZE}::real)
      order by c.relname
    `)) as unknown as { rows: Array<{ name: string }> };
    if (rows.length === 0) return [];
    await tx.execute(sql.raw(`set local default_statistics_target = ${STATISTICS_TARGET}`));
    await tx.execute(
      sql`analyze ${sql.join(
        rows.map((row) => sql.identifier(row.name)),
        sql`, `,
      )}`,
    );
    return rows.map((row) => row.name);
  });
}
