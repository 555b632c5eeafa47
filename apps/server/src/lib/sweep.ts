import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';

/**
 * Deletes one kind of expired row in the sweep's transaction and says how many went. Each table's
 * owner writes the rule for its own rows; the sweeper runs them in order (platform/sweeper).
 */
export type SweepRule = (tx: Database) => Promise<number>;

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** The database's clock, less a span: rows are aged by the time of the server that stored them. */
export const ago = (ms: number) => sql`now() - make_interval(secs => ${ms / 1000})`;
export const now = sql`now()`;

export async function deleteWhere(tx: Database, table: PgTable, where: SQL | undefined): Promise<number> {
  const gone = await tx
    .delete(table)
    .where(where)
    .returning({ one: sql`1` });
  return gone.length;
}
