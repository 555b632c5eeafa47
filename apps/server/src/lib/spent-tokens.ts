import type { Database } from '../db/client.js';
import { eq, lt } from 'drizzle-orm';
import { spentTokens } from '../db/schema.js';
import { deleteWhere, now, type SweepRule } from './sweep.js';

/**
 * Spends a single-use token by its id: true the first time, false ever after (on any instance, by
 * the primary key). The row is kept until the token would have expired anyway, then swept.
 */
export async function spendToken(db: Database, jti: string, expiresAt: Date): Promise<boolean> {
  const [spent] = await db.insert(spentTokens).values({ jti, expiresAt }).onConflictDoNothing().returning({ jti: spentTokens.jti });
  return Boolean(spent);
}

/** Whether the token was spent already: a cheap refusal before work the token would open (spendToken still decides). */
export async function isTokenSpent(db: Database, jti: string): Promise<boolean> {
  const [row] = await db.select({ jti: spentTokens.jti }).from(spentTokens).where(eq(spentTokens.jti, jti));
  return Boolean(row);
}

export const sweepSpentTokens: SweepRule = (tx) => deleteWhere(tx, spentTokens, lt(spentTokens.expiresAt, now));
