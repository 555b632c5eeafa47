import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cards, profileCards, profiles, projects, users } from '../../db/schema.js';
import { presentCard, selectCardsWithProject } from '../cards/index.js';

/** An account by its username, whatever its case, with whether its profile is public. */
export async function findProfileOwner(db: Database, username: string) {
  const [row] = await db
    .select({ userId: users.id, username: users.username, pfpKey: users.pfpKey, public: sql<boolean>`coalesce(${profiles.public}, false)` })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row;
}

/** Whether the account's profile is public; false when it never was. */
export async function isPublic(db: Database, userId: string): Promise<boolean> {
  return (await publicAmong(db, [userId])).has(userId);
}

/** Which of these accounts keep their profile public, in one read. */
export async function publicAmong(db: Database, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(and(inArray(profiles.userId, userIds), eq(profiles.public, true)));
  return new Set(rows.map((row) => row.userId));
}

/** The cards the profile shows, in its owner's order: only those its owner still holds. */
export async function findShownCards(db: Database, userId: string) {
  const rows = await selectCardsWithProject(db, {})
    .innerJoin(profileCards, and(eq(profileCards.cardId, cards.id), eq(profileCards.userId, userId)))
    .where(and(eq(cards.userId, userId), isNull(cards.spentAt)))
    .orderBy(asc(profileCards.position));
  return rows.map((row) => presentCard(row.card, row.project, row.chain));
}

/** Of these projects, the ones suspended: hidden, so a profile neither names nor links them. */
export async function suspendedOf(db: Database, slugs: string[]): Promise<Set<string>> {
  if (!slugs.length) return new Set();
  const rows = await db
    .select({ slug: projects.slug })
    .from(projects)
    .where(and(inArray(projects.slug, slugs), isNotNull(projects.suspendedAt)));
  return new Set(rows.map((row) => row.slug));
}

/** How many of these cards the account holds (its own, unspent). */
export async function countHeld(db: Database, userId: string, cardIds: string[]): Promise<number> {
  if (!cardIds.length) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cards)
    .where(and(eq(cards.userId, userId), inArray(cards.id, cardIds), isNull(cards.spentAt)));
  return Number(row?.n ?? 0);
}

/**
 * Writes the profile's row, making it public or private when `publicNow` says so, and holds it to the
 * end of the transaction: two changes of one profile at once are made one after the other.
 */
export async function holdProfile(db: Database, userId: string, publicNow: boolean | undefined) {
  const set = { updatedAt: new Date(), ...(publicNow === undefined ? {} : { public: publicNow }) };
  await db
    .insert(profiles)
    .values({ userId, public: publicNow ?? false })
    .onConflictDoUpdate({ target: profiles.userId, set });
}

/** The cards the profile shows, in this order, in place of those it showed. */
export async function setShownCards(db: Database, userId: string, cardIds: string[]) {
  await db.delete(profileCards).where(eq(profileCards.userId, userId));
  if (cardIds.length) await db.insert(profileCards).values(cardIds.map((cardId, position) => ({ userId, cardId, position })));
}

/** Cards their givers gave away leave their profiles, even should one come back (docs/product-rules.md "Public profiles"). */
export async function dropGivenCards(db: Database, given: Array<{ cardId: string; fromUserId: string | null }>): Promise<void> {
  const pairs = given.flatMap(({ cardId, fromUserId }) => (fromUserId ? [sql`(${cardId}::uuid, ${fromUserId}::uuid)`] : []));
  if (pairs.length > 0)
    await db.delete(profileCards).where(sql`(${profileCards.cardId}, ${profileCards.userId}) in (${sql.join(pairs, sql`, `)})`);
}
