import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { CRAFTING_LIMITS } from '@arcana/shared';
import type { Database } from '../../db/client.js';
import { badges, cardDesigns, cards, collections, crafts, essenceBalances, essenceEntries, projects } from '../../db/schema.js';
import { cardIsBusy } from '../draws/index.js';

export type CraftRow = typeof crafts.$inferSelect;

/** A card as a craft's proof names it. */
const spentCardColumns = {
  id: cards.id,
  name: cards.name,
  image: cards.image,
  rarity: cards.rarity,
  type: cards.type,
  proofCode: cards.proofCode,
};
export type SpentCardRow = { id: string; name: string; image: string; rarity: string; type: string; proofCode: string | null };

/**
 * A card of the collector's as a craft weighs it: its rarity, design, collection and project, and
 * whether it is spent.
 */
export interface OwnCard {
  id: string;
  name: string;
  rarity: string;
  designId: string | null;
  collectionId: string | null;
  projectId: string | null;
  spent: boolean;
}

const ownCardColumns = {
  id: cards.id,
  name: cards.name,
  rarity: cards.rarity,
  designId: cards.designId,
  collectionId: cardDesigns.collectionId,
  projectId: collections.projectId,
  spent: sql<boolean>`${cards.spentAt} is not null`,
};

/**
 * The collector's cards among `cardIds`, with where each belongs; an id that is not theirs is left
 * out.
 */
export function findOwnCards(db: Database, userId: string, cardIds: string[]): Promise<OwnCard[]> {
  return db
    .select(ownCardColumns)
    .from(cards)
    .leftJoin(cardDesigns, eq(cardDesigns.id, cards.designId))
    .leftJoin(collections, eq(collections.id, cardDesigns.collectionId))
    .where(and(inArray(cards.id, cardIds), eq(cards.userId, userId)))
    .orderBy(asc(cards.id));
}

/**
 * For each of the designs, the collector's card a badge spends: one not spent and not in play, the
 * weakest (power and defense together), then the newest — the copies they keep are the best ones.
 */
export async function cardsForSet(db: Database, userId: string, designIds: string[]): Promise<Map<string, string>> {
  const rows = await db
    .selectDistinctOn([cards.designId], { id: cards.id, designId: cards.designId })
    .from(cards)
    .where(and(eq(cards.userId, userId), isNull(cards.spentAt), inArray(cards.designId, designIds), sql`not ${cardIsBusy}`))
    .orderBy(cards.designId, asc(sql`${cards.power} + ${cards.defense}`), desc(cards.collectedAt), desc(cards.id));
  return new Map(rows.map((row) => [row.designId!, row.id]));
}

/**
 * Records a craft once per request id: none when this request made one already (its retry, at
 * once).
 */
export async function insertCraft(tx: Database, values: typeof crafts.$inferInsert): Promise<CraftRow | undefined> {
  const [row] = await tx.insert(crafts).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findCraftByRequest(db: Database, userId: string, requestId: string): Promise<CraftRow | undefined> {
  const [row] = await db
    .select()
    .from(crafts)
    .where(and(eq(crafts.userId, userId), eq(crafts.requestId, requestId)))
    .limit(1);
  return row;
}

/**
 * What a craft comes to once made: the terms it was made under, and the card or badge level it
 * made.
 */
export type CraftUpdate = Partial<Pick<CraftRow, 'collectionId' | 'oddsVersionHash' | 'madeCardId' | 'setId' | 'level'>>;

export async function updateCraft(tx: Database, craftId: string, values: CraftUpdate): Promise<void> {
  await tx.update(crafts).set(values).where(eq(crafts.id, craftId));
}

/** Cards made so far of each capped design of the collections (drawn or crafted). */
export async function supplyTaken(db: Database, collectionIds: string[]): Promise<Map<string, number>> {
  if (collectionIds.length === 0) return new Map();
  const rows = await db
    .select({ id: cardDesigns.id, drawn: cardDesigns.drawnCount })
    .from(cardDesigns)
    .where(and(inArray(cardDesigns.collectionId, collectionIds), sql`${cardDesigns.supplyCap} is not null`));
  return new Map(rows.map((row) => [row.id, row.drawn]));
}

/**
 * The collector's essence in a project, its row locked until the transaction ends (0 when they have
 * none yet).
 */
export async function lockEssence(tx: Database, userId: string, projectId: string): Promise<number> {
  const [row] = await tx
    .select({ balance: essenceBalances.balance })
    .from(essenceBalances)
    .where(and(eq(essenceBalances.userId, userId), eq(essenceBalances.projectId, projectId)))
    .for('update');
  return row?.balance ?? 0;
}

/**
 * A craft's essence, per project: its ledger's rows, and each balance moved by them (in project
 * order).
 */
export async function moveEssence(tx: Database, craftId: string, userId: string, changes: Array<{ projectId: string; delta: number }>) {
  const moved = changes.filter((change) => change.delta !== 0).sort((a, b) => (a.projectId < b.projectId ? -1 : 1));
  if (moved.length === 0) return;
  await tx.insert(essenceEntries).values(moved.map((change) => ({ craftId, userId, ...change })));
  // Essence spent comes out of a balance its craft locked and found large enough; essence gained
  // may start one.
  for (const { projectId, delta } of moved.filter((change) => change.delta < 0))
    await tx
      .update(essenceBalances)
      .set({ balance: sql`${essenceBalances.balance} + ${delta}` })
      .where(and(eq(essenceBalances.userId, userId), eq(essenceBalances.projectId, projectId)));
  const gained = moved.filter((change) => change.delta > 0);
  if (gained.length > 0)
    await tx
      .insert(essenceBalances)
      .values(gained.map(({ projectId, delta }) => ({ userId, projectId, balance: delta })))
      .onConflictDoUpdate({
        target: [essenceBalances.userId, essenceBalances.projectId],
        set: { balance: sql`${essenceBalances.balance} + excluded.balance` },
      });
}

/** The collector's essence, by project: in the projects named, or wherever they have any. */
export function findEssence(db: Database, userId: string, projectIds?: string[]) {
  return db
    .select({ slug: projects.slug, name: projects.name, balance: essenceBalances.balance, projectId: projects.id })
    .from(essenceBalances)
    .innerJoin(projects, eq(projects.id, essenceBalances.projectId))
    .where(and(eq(essenceBalances.userId, userId), projectIds ? inArray(essenceBalances.projectId, projectIds) : undefined))
    .orderBy(asc(projects.name), asc(projects.slug));
}

/**
 * The collector's other cards a fuse of this one would take: of its collection and rarity, free to
 * spend, the weakest first (power and defense together), then the newest — the best are kept.
 */
export function fuseCandidates(db: Database, userId: string, card: { id: string; collectionId: string; rarity: string }, limit: number) {
  return db
    .select(spentCardColumns)
    .from(cards)
    .innerJoin(cardDesigns, eq(cardDesigns.id, cards.designId))
    .where(
      and(
        eq(cards.userId, userId),
        isNull(cards.spentAt),
        eq(cardDesigns.collectionId, card.collectionId),
        eq(cards.rarity, card.rarity),
        sql`${cards.id} <> ${card.id}`,
        sql`not ${cardIsBusy}`,
      ),
    )
    .orderBy(asc(sql`${cards.power} + ${cards.defense}`), desc(cards.collectedAt), desc(cards.id))
    .limit(limit);
}

/** The badge's level before this craft, its row locked (0 when it has none yet). */
export async function lockBadgeLevel(tx: Database, userId: string, setId: string): Promise<number> {
  const [row] = await tx
    .select({ level: badges.level })
    .from(badges)
    .where(and(eq(badges.userId, userId), eq(badges.setId, setId)))
    .for('update');
  return row?.level ?? 0;
}

export async function saveBadge(tx: Database, badge: typeof badges.$inferInsert): Promise<void> {
  await tx
    .insert(badges)
    .values(badge)
    .onConflictDoUpdate({
      target: [badges.userId, badges.setId],
      set: { level: badge.level, name: badge.name, craftedAt: sql`now()` },
    });
}

const badgeColumns = {
  setId: badges.setId,
  name: badges.name,
  level: badges.level,
  craftedAt: badges.craftedAt,
  collectionId: badges.collectionId,
  slug: projects.slug,
  projectName: projects.name,
};

/** The collector's badges, newest first; of some sets only, when named. */
export function findBadges(db: Database, userId: string, setIds?: string[]) {
  return db
    .select(badgeColumns)
    .from(badges)
    .innerJoin(collections, eq(collections.id, badges.collectionId))
    .innerJoin(projects, eq(projects.id, collections.projectId))
    .where(and(eq(badges.userId, userId), setIds ? inArray(badges.setId, setIds) : undefined))
    .orderBy(desc(badges.craftedAt), asc(badges.setId));
}
export type BadgeView = Awaited<ReturnType<typeof findBadges>>[number];

/** Cards by id, as a craft's proof names them. */
export const findCraftCards = (db: Database, cardIds: string[]): Promise<SpentCardRow[]> =>
  db.select(spentCardColumns).from(cards).where(inArray(cards.id, cardIds));

/**
 * What a craft spent and gained, and the essence it moved, as its proof and its answer show them.
 */
export async function findCraftParts(db: Database, craft: CraftRow) {
  const [spent, [counted], essence] = await Promise.all([
    db
      .select(spentCardColumns)
      .from(cards)
      .where(eq(cards.spentIn, craft.id))
      .orderBy(desc(cards.rarityWeight), asc(cards.name), asc(cards.id))
      .limit(CRAFTING_LIMITS.spentShown),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(cards)
      .where(eq(cards.spentIn, craft.id)),
    db
      .select({ slug: projects.slug, name: projects.name, change: essenceEntries.delta, projectId: projects.id })
      .from(essenceEntries)
      .innerJoin(projects, eq(projects.id, essenceEntries.projectId))
      .where(eq(essenceEntries.craftId, craft.id))
      .orderBy(asc(projects.name)),
  ]);
  return { spent, spentCount: Number(counted?.count ?? 0), essence };
}

/** The projects whose cards the collector holds, by name. */
export async function projectsHeld(db: Database, userId: string) {
  const { rows } = (await db.execute(sql`
    select p.slug, p.name from projects p
    where exists (
      select 1 from card_designs d join collections c on c.id = d.collection_id
      where c.project_id = p.id and exists (select 1 from cards x where x.design_id = d.id and x.user_id = ${userId} and x.spent_at is null)
    )
    order by p.name, p.slug
  `)) as unknown as { rows: Array<{ slug: string; name: string }> };
  return rows;
}

/**
 * How many of each design of the collections the collector holds free to spend (not spent, not in
 * play), by the design index: a design at a time, never the whole inventory.
 */
export async function countFreeCards(db: Database, userId: string, collectionIds: string[]): Promise<Map<string, number>> {
  if (collectionIds.length === 0) return new Map();
  const rows = await db
    .select({ designId: cardDesigns.id, count: sql<number>`count(*)::int` })
    .from(cardDesigns)
    .innerJoin(cards, and(eq(cards.designId, cardDesigns.id), eq(cards.userId, userId), isNull(cards.spentAt)))
    .where(and(inArray(cardDesigns.collectionId, collectionIds), sql`not ${cardIsBusy}`))
    .groupBy(cardDesigns.id);
  return new Map(rows.map((row) => [row.designId, Number(row.count)]));
}

/**
 * The craft that made a card at the Forge, with the cards it spent and the essence it did; none for
 * a drawn card.
 */
export async function findForgeInputs(db: Database, cardId: string) {
  const [craft] = await db.select().from(crafts).where(eq(crafts.madeCardId, cardId)).limit(1);
  if (!craft) return null;
  const { spent, essence } = await findCraftParts(db, craft);
  return { craft, spent, essence };
}
