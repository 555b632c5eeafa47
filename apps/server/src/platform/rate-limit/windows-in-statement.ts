import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/**
 * A fixed window counted inside another module's statement (the draw limit, counted in the batch that
 * draws: docs/decisions/011): the windows of these keys, each made, or begun anew once over, and
 * locked for the caller's transaction. The body of a CTE answering `key`, `hits` and `retry_after`.
 */
export function lockWindows(keys: string[], windowSeconds: number): SQL {
  const window = sql`make_interval(secs => ${windowSeconds})`;
  return sql`
    insert into rate_limits (key, window_started_at, hits)
    select key, now(), 0 from unnest(${`{${[...keys].sort().join(',')}}`}::text[]) as key order by key
    on conflict (key) do update set
      hits = case when rate_limits.window_started_at < now() - ${window} then 0 else rate_limits.hits end,
      window_started_at = case when rate_limits.window_started_at < now() - ${window} then now() else rate_limits.window_started_at end
    returning key, hits, ceil(extract(epoch from (window_started_at + ${window} - now())))::integer as retry_after`;
}

/** The counts as the caller's transaction leaves them, in windows it locked with `lockWindows`. */
export async function setWindowHits(tx: Database, hits: Array<{ key: string; hits: number }>): Promise<void> {
  if (hits.length === 0) return;
  const whens = hits.map(({ key, hits: n }) => sql`when ${key}::text then ${n}::integer`);
  await tx.execute(
    sql`update rate_limits set hits = case key ${sql.join(whens, sql` `)} end where key in (${sql.join(
      hits.map(({ key }) => sql`${key}`),
      sql`, `,
    )})`,
  );
}
