import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cardShares, cards, drawSeeds, projects, users } from '../../db/schema.js';
import { presentCard, selectCardsWithProject } from '../cards/index.js';

export type ShareRow = typeof cardShares.$inferSelect;

/** The card's live link, if it has one. */
export async function findLiveShare(db: Database, cardId: string): Promise<ShareRow | undefined> {
  const [row] = await db
    .select()
    .from(cardShares)
    .where(and(eq(cardShares.cardId, cardId), isNull(cardShares.revokedAt)))
    .limit(1);
  return row;
}

/** A new live link, or the one another request made a moment before (one per card). */
export async function insertShare(db: Database, share: typeof cardShares.$inferInsert): Promise<ShareRow> {
  const [made] = await db.insert(cardShares).values(share).onConflictDoNothing().returning();
  return made ?? (await findLiveShare(db, share.cardId))!;
}

/** Revokes the card's live link; false when it had none. */
export async function revokeShare(db: Database, cardId: string, userId: string): Promise<boolean> {
  const rows = await db
    .update(cardShares)
    .set({ revokedAt: new Date() })
    .where(and(eq(cardShares.cardId, cardId), eq(cardShares.userId, userId), isNull(cardShares.revokedAt)))
    .returning({ id: cardShares.id });
  return rows.length > 0;
}

/** The live links their givers made to cards they gave away: they show those cards no more, even should one come back. */
export async function revokeGivenShares(db: Database, given: Array<{ cardId: string; fromUserId: string | null }>): Promise<void> {
  const pairs = given.flatMap(({ cardId, fromUserId }) => (fromUserId ? [sql`(${cardId}::uuid, ${fromUserId}::uuid)`] : []));
  if (pairs.length === 0) return;
  await db
    .update(cardShares)
    .set({ revokedAt: new Date() })
    .where(and(isNull(cardShares.revokedAt), sql`(${cardShares.cardId}, ${cardShares.userId}) in (${sql.join(pairs, sql`, `)})`));
}

/**
 * A live link's card as its page shows it: the card with its project, its owner's username, and the
 * server seed its draw used once the owner has revealed it. Nothing for a revoked link, or a card no
 * longer its sharer's.
 */
export async function findSharedCard(db: Database, shareId: string) {
  const [row] = await selectCardsWithProject(db, { shareId: cardShares.id, owner: users.username, serverSeed: drawSeeds.revealedSeed })
    .innerJoin(cardShares, and(eq(cardShares.cardId, cards.id), eq(cardShares.userId, cards.userId)))
    .innerJoin(users, eq(users.id, cards.userId))
    // The seed its drawer revealed, whoever holds the card now (each seed's hash is its own).
    .leftJoin(drawSeeds, eq(drawSeeds.serverSeedHash, cards.serverSeedHash))
    .where(and(eq(cardShares.id, shareId), isNull(cardShares.revokedAt)))
    .limit(1);
  return row && { ...row, presented: presentCard(row.card, row.project, row.chain) };
}

/** A card's project by its address: its id, and whether it is suspended (it then takes no referrals). */
export async function findProjectOf(db: Database, slug: string) {
  const [row] = await db
    .select({ id: projects.id, suspended: sql<boolean>`${projects.suspendedAt} is not null` })
    .from(projects)
    .where(eq(projects.slug, slug))
    .limit(1);
  return row;
}
