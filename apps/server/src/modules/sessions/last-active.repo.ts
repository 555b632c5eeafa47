import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';

/** When the account was last active, written by this module alone (docs/decisions/027) as sessions start and refresh. */

export async function touchLastActive(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ lastActiveAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** The same write as touchLastActive, as a statement to run inside a larger one (a CTE of the session start). */
export const lastActiveUpdate = (userId: string): SQL => sql`update ${users} set last_active_at = now() where id = ${userId}`;
