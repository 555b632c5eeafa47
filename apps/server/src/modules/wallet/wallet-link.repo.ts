import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users, walletsSeen } from '../../db/schema.js';

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

/** Notes a wallet as seen, with the first account it was linked to; a wallet seen before keeps its first. */
export async function rememberWallet(db: Database, publicKey: string, userId: string): Promise<void> {
  await db.insert(walletsSeen).values({ publicKey, firstUserId: userId }).onConflictDoNothing();
}

/** Whether the wallet was first linked to this account: never seen with another before. */
export async function walletFirstSeenBy(db: Database, publicKey: string, userId: string): Promise<boolean> {
  const [row] = await db.select({ firstUserId: walletsSeen.firstUserId }).from(walletsSeen).where(eq(walletsSeen.publicKey, publicKey));
  return row?.firstUserId === userId;
}
