import { and, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cardDesigns, cards, collections, playerLinkCodes, playerLinks, projectPictures, projects } from '../../db/schema.js';
import { deleteWhere, now, type SweepRule } from '../../lib/sweep.js';

export type PlayerLinkRow = typeof playerLinks.$inferSelect;

/** A game's player in one mode of its project's keys. */
export interface ModePlayer {
  projectId: string;
  mode: string;
  playerId: string;
}

const unspent = and(isNull(playerLinkCodes.usedAt), gt(playerLinkCodes.expiresAt, now));
const ofPlayer = ({ projectId, mode, playerId }: ModePlayer) =>
  and(eq(playerLinkCodes.projectId, projectId), eq(playerLinkCodes.mode, mode), eq(playerLinkCodes.playerId, playerId));

/** A new code, unless its hash is taken or the player has an unspent one (then none). */
export async function insertCode(db: Database, row: typeof playerLinkCodes.$inferInsert): Promise<boolean> {
  const made = await db.insert(playerLinkCodes).values(row).onConflictDoNothing().returning({ id: playerLinkCodes.id });
  return made.length > 0;
}

/** The player's unspent code still working, if any: a repeat of the game's request answers it. */
export async function findOpenCode(db: Database, player: ModePlayer) {
  const [row] = await db
    .select({ codeSealed: playerLinkCodes.codeSealed, expiresAt: playerLinkCodes.expiresAt })
    .from(playerLinkCodes)
    .where(and(ofPlayer(player), unspent));
  return row;
}

/** The player's unspent code past its end (or one kept without its sealed copy) gives way to a new one. */
export async function dropStaleCode(db: Database, player: ModePlayer): Promise<void> {
  await db
    .delete(playerLinkCodes)
    .where(
      and(ofPlayer(player), isNull(playerLinkCodes.usedAt), or(lte(playerLinkCodes.expiresAt, now), isNull(playerLinkCodes.codeSealed))),
    );
}

/** Who a working code is from: its project's public name and picture, and its mode. */
export async function describeCode(db: Database, codeHash: string) {
  const [row] = await db
    .select({ project: projects.name, avatarKey: projectPictures.key, mode: playerLinkCodes.mode })
    .from(playerLinkCodes)
    .innerJoin(projects, eq(projects.id, playerLinkCodes.projectId))
    .leftJoin(projectPictures, and(eq(projectPictures.projectId, projects.id), eq(projectPictures.kind, 'avatar')))
    .where(and(eq(playerLinkCodes.codeHash, codeHash), unspent));
  return row;
}

/** Spends the code, if it is live and unspent: the project, mode and player it was asked for. */
export async function spendCode(tx: Database, codeHash: string): Promise<ModePlayer | undefined> {
  const [row] = await tx
    .update(playerLinkCodes)
    .set({ usedAt: now, codeSealed: null })
    .where(and(eq(playerLinkCodes.codeHash, codeHash), unspent))
    .returning({ projectId: playerLinkCodes.projectId, mode: playerLinkCodes.mode, playerId: playerLinkCodes.playerId });
  return row;
}

/** The game's player now belongs to this account in the project and mode: one linked to another account before moves. */
export async function link(tx: Database, row: ModePlayer & { userId: string }): Promise<PlayerLinkRow> {
  const [made] = await tx
    .insert(playerLinks)
    .values(row)
    .onConflictDoUpdate({
      target: [playerLinks.projectId, playerLinks.mode, playerLinks.playerId],
      set: { userId: row.userId, linkedAt: now },
    })
    .returning();
  return made!;
}

export async function findLink(db: Database, { projectId, mode, playerId }: ModePlayer): Promise<PlayerLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(playerLinks)
    .where(and(eq(playerLinks.projectId, projectId), eq(playerLinks.mode, mode), eq(playerLinks.playerId, playerId)));
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
      mode: playerLinks.mode,
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

const apiCardColumns = {
  id: cards.id,
  collectionId: cardDesigns.collectionId,
  name: cards.name,
  rarity: cards.rarity,
  drawnAt: cards.mintDate,
  heldSince: cards.collectedAt,
};

/** The newest cards the account holds in the project's collections, drawn or given to it. */
export const drawsInProject = (db: Database, userId: string, projectId: string, limit: number) =>
  db
    .select(apiCardColumns)
    .from(cards)
    .innerJoin(cardDesigns, eq(cardDesigns.id, cards.designId))
    .innerJoin(collections, eq(collections.id, cardDesigns.collectionId))
    .where(and(eq(cards.userId, userId), eq(collections.projectId, projectId), isNull(cards.spentAt)))
    .orderBy(desc(cards.collectedAt), desc(cards.id))
    .limit(limit);

/** One of the project's cards, with its holder and whether it was spent; none when it is not the project's. */
export async function cardInProject(db: Database, cardId: string, projectId: string) {
  const [row] = await db
    .select({ ...apiCardColumns, userId: cards.userId, spent: sql<boolean>`${cards.spentAt} is not null` })
    .from(cards)
    .innerJoin(cardDesigns, eq(cardDesigns.id, cards.designId))
    .innerJoin(collections, eq(collections.id, cardDesigns.collectionId))
    .where(and(eq(cards.id, cardId), eq(collections.projectId, projectId)));
  return row;
}

/** Codes past their end go, spent or not: they link nothing, and a game asking for many leaves no pile behind. */
export const sweepLinkCodes: SweepRule = (tx) => deleteWhere(tx, playerLinkCodes, lte(playerLinkCodes.expiresAt, now));

/**
 * The ids each account's players have in each project, so a game's server can tell whose event it is:
 * by `project:user`. These are the only names the game is given of a collector (docs/product-rules.md
 * "Webhooks"): a game learns nothing of an account it has not linked itself.
 */
export async function playerIdsOf(db: Database, pairs: Array<{ projectId: string; userId: string }>): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (pairs.length === 0) return found;
  const distinct = (values: string[]) => [...new Set(values)];
  const rows = await db
    .select({ projectId: playerLinks.projectId, userId: playerLinks.userId, playerId: playerLinks.playerId })
    .from(playerLinks)
    .where(
      and(
        inArray(playerLinks.projectId, distinct(pairs.map((pair) => pair.projectId))),
        inArray(playerLinks.userId, distinct(pairs.map((pair) => pair.userId))),
      ),
    );
  for (const row of rows)
    found.set(`${row.projectId}:${row.userId}`, [...(found.get(`${row.projectId}:${row.userId}`) ?? []), row.playerId]);
  return found;
}
