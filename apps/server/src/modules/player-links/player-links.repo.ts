import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cardDesigns, cards, collections, playerLinkCodes, playerLinks, projects } from '../../db/schema.js';
import { ago, DAY_MS, deleteWhere, type SweepRule } from '../../lib/sweep.js';

export type PlayerLinkRow = typeof playerLinks.$inferSelect;

/** A new code, unless its hash is taken (then none: another is drawn). */
export async function insertCode(db: Database, row: typeof playerLinkCodes.$inferInsert): Promise<boolean> {
  const made = await db.insert(playerLinkCodes).values(row).onConflictDoNothing().returning({ id: playerLinkCodes.id });
  return made.length > 0;
}

/** Spends the code, if it is live and unspent: the project and player it was asked for. */
export async function spendCode(tx: Database, codeHash: string) {
  const [row] = await tx
    .update(playerLinkCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(playerLinkCodes.codeHash, codeHash), isNull(playerLinkCodes.usedAt), gt(playerLinkCodes.expiresAt, sql`now()`)))
    .returning({ projectId: playerLinkCodes.projectId, playerId: playerLinkCodes.playerId });
  return row;
}

/** The game's player now belongs to this account in the project: one linked to another account before moves. */
export async function link(tx: Database, row: { projectId: string; playerId: string; userId: string }): Promise<PlayerLinkRow> {
  const [made] = await tx
    .insert(playerLinks)
    .values(row)
    .onConflictDoUpdate({ target: [playerLinks.projectId, playerLinks.playerId], set: { userId: row.userId, linkedAt: sql`now()` } })
    .returning();
  return made!;
}

export async function findLink(db: Database, projectId: string, playerId: string): Promise<PlayerLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(playerLinks)
    .where(and(eq(playerLinks.projectId, projectId), eq(playerLinks.playerId, playerId)));
  return row;
}

/** The account's linked players, newest first, with their projects. */
export const listLinks = (db: Database, userId: string) =>
  db
    .select({
      id: playerLinks.id,
      projectId: playerLinks.projectId,
      project: projects.name,
      projectSlug: projects.slug,
      playerId: playerLinks.playerId,
      linkedAt: playerLinks.linkedAt,
    })
    .from(playerLinks)
    .innerJoin(projects, eq(projects.id, playerLinks.projectId))
    .where(eq(playerLinks.userId, userId))
    .orderBy(desc(playerLinks.linkedAt), desc(playerLinks.id));

export async function unlink(db: Database, userId: string, linkId: string) {
  const [row] = await db
    .delete(playerLinks)
    .where(and(eq(playerLinks.id, linkId), eq(playerLinks.userId, userId)))
    .returning({ projectId: playerLinks.projectId });
  return row;
}

/** The account's newest cards drawn in the project's collections. */
export const drawsInProject = (db: Database, userId: string, projectId: string, limit: number) =>
  db
    .select({
      id: cards.id,
      collectionId: cardDesigns.collectionId,
      name: cards.name,
      rarity: cards.rarity,
      drawnAt: cards.collectedAt,
    })
    .from(cards)
    .innerJoin(cardDesigns, eq(cardDesigns.id, cards.designId))
    .innerJoin(collections, eq(collections.id, cardDesigns.collectionId))
    .where(and(eq(cards.userId, userId), eq(collections.projectId, projectId)))
    .orderBy(desc(cards.collectedAt), desc(cards.id))
    .limit(limit);

/** Codes a day past their end go: spent or not, they link nothing. */
export const sweepLinkCodes: SweepRule = (tx) => deleteWhere(tx, playerLinkCodes, lt(playerLinkCodes.expiresAt, ago(DAY_MS)));
