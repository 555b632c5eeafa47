import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/** Held until the transaction ends, across instances: one writer of what a key names at a time. */
export async function holdKey(tx: Database, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
