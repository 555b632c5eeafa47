import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';

/** The account's linked wallet, written by this module alone (docs/decisions/027); one account per wallet. */

export async function findUserIdByWallet(db: Database, publicKey: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.walletPublicKey, publicKey)).limit(1);
  return row?.id;
}

export async function setWalletKey(db: Database, userId: string, publicKey: string | null): Promise<void> {
  await db
    .update(users)
    .set({ walletPublicKey: publicKey, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
