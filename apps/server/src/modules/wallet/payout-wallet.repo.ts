import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { collections, projects } from '../../db/schema.js';

/** Sets (or, with null, removes) the project's payout wallet: written by this module alone, as a wallet link is. */
export async function setPayoutWallet(db: Database, projectId: string, publicKey: string | null): Promise<void> {
  await db
    .update(projects)
    .set({ payoutWallet: publicKey, payoutWalletSetAt: publicKey ? sql`now()` : null, updatedAt: sql`now()` })
    .where(eq(projects.id, projectId));
}

/** The payout wallet of a collection the public sees (published, its project not suspended); undefined when it is not one. */
export async function donationTarget(db: Database, collectionId: string) {
  const [row] = await db
    .select({ payoutWallet: projects.payoutWallet })
    .from(collections)
    .innerJoin(projects, eq(projects.id, collections.projectId))
    .where(and(eq(collections.id, collectionId), isNotNull(collections.activeVersionId), isNull(projects.suspendedAt)))
    .limit(1);
  return row;
}
