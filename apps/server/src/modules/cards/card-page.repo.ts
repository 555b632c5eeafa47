import { and, asc, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { CARD_TYPES, CARD_VALUE, RARITIES, RARITY_SORT_WEIGHT, textFault } from '@arcana/shared';
import type { TCard, TCardPage, TCardPageRequest, TCollectionSummary, TInventorySort } from '@arcana/shared/schemas';
import type { Database } from '../../db/client.js';
import { cards, collectionTallies } from '../../db/schema.js';
import { badRequest } from '../../lib/app-error.js';
import { after as newestFirstAfter, isRealTimestamp, keyText, UUID } from '../../lib/keyset-cursor.js';
import { presentCard } from './card.presenter.js';
import { countCardsByProject, ofProject, selectCardsWithProject } from './card-rows.repo.js';

/** Names compare byte by byte on every database (and so do cursors), whatever its default collation. */
const nameKey = sql<string>`${cards.name} collate "C"`;
/**
 * Whether a card's text holds the search term: its name, description, type and rarity, the text the web
 * searches in a small collection. Of a card, or of a tally row, which carries the same columns.
 */
const holdsTerm = (text: Record<'name' | 'description' | 'type' | 'rarity', SQLWrapper>, term: string) =>
  sql`strpos(lower(${text.name} || chr(10) || ${text.description} || chr(10) || ${text.type} || chr(10) || ${text.rarity}), ${term}) > 0`;

/**
 * Every sort ends on (collected_at desc, id desc), so two cards never tie and a cursor names one place:
 * rarity is weight down then name, as in the web's sort, newest first among equals.
 */
const ORDER: Record<TInventorySort, SQL[]> = {
  newest: [desc(cards.collectedAt), desc(cards.id)],
  rarity: [desc(cards.rarityWeight), asc(nameKey), desc(cards.collectedAt), desc(cards.id)],
  name: [asc(nameKey), desc(cards.collectedAt), desc(cards.id)],
};

/** The last card's place in its sort: [weight?, name?, collected_at as the database wrote it, id]. */
type Place = Array<string | number>;

const encodeCursor = (sort: TInventorySort, place: Place) => Buffer.from(JSON.stringify([sort, ...place])).toString('base64url');

function decodeCursor(sort: TInventorySort, cursor: string): Place {
  const invalid = () => badRequest('VALIDATION_ERROR', 'Invalid cursor');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const shape = { newest: ['string', 'string'], rarity: ['number', 'string', 'string', 'string'], name: ['string', 'string', 'string'] }[
    sort
  ];
  if (!Array.isArray(parsed) || parsed[0] !== sort || parsed.length !== shape.length + 1) throw invalid();
  const place = parsed.slice(1) as Place;
  if (place.some((value, i) => typeof value !== shape[i])) throw invalid();
  const [at, id] = place.slice(-2) as [string, string];
  if (!isRealTimestamp(at) || !UUID.test(id)) throw invalid();
  // What the database compares: a weight it can hold as the sort's own, a name it can take as text.
  if (sort === 'rarity' && !Object.values(RARITY_SORT_WEIGHT).includes(place[0] as 1)) throw invalid();
  if (place.some((value) => typeof value === 'string' && textFault(value))) throw invalid();
  return place;
}

/** Cards after `place` in the sort's order. */
function after(sort: TInventorySort, place: Place): SQL {
  const [at, id] = place.slice(-2) as [string, string];
  const older = newestFirstAfter(cards.collectedAt, cards.id, { at, id });
  if (sort === 'newest') return older;
  const name = String(place[sort === 'rarity' ? 1 : 0]);
  const byName = sql`(${nameKey} > ${name} collate "C" or (${nameKey} = ${name} collate "C" and ${older}))`;
  if (sort === 'name') return byName;
  const weight = Number(place[0]);
  return sql`(${cards.rarityWeight} < ${weight} or (${cards.rarityWeight} = ${weight} and ${byName}))`;
}

/** Whose cards: an owner's, an owner's from one wallet, or (for an admin) one wallet's whoever drew them. */
export type CardScope = { userId: string; publicKey?: string } | { userId?: undefined; publicKey: string };
/** A sort and a page size, then any filter (a rarity, a type, a project), search or cursor. */
type PageQuery = Pick<TCardPageRequest, 'sort' | 'limit'> & Partial<TCardPageRequest>;

/** The statement that reads one page (its plan is tested: each sort reads from its index). */
export function cardPageQuery(db: Database, scope: CardScope, query: PageQuery) {
  const term = query.search?.toLowerCase();
  return selectCardsWithProject(db, { at: keyText(cards.collectedAt) })
    .where(
      and(
        scope.userId ? eq(cards.userId, scope.userId) : undefined,
        scope.publicKey ? eq(cards.publicKey, scope.publicKey) : undefined,
        query.rarity ? eq(cards.rarity, query.rarity) : undefined,
        query.type ? eq(cards.type, query.type) : undefined,
        query.project ? ofProject(query.project) : undefined,
        term ? holdsTerm(cards, term) : undefined,
        query.cursor ? after(query.sort, decodeCursor(query.sort, query.cursor)) : undefined,
      ),
    )
    .orderBy(...ORDER[query.sort])
    .limit(query.limit + 1);
}

/** The cards in scope, one page of one sort, filter and search; a next cursor while more are left. */
export async function findCardPage(db: Database, scope: CardScope, query: PageQuery): Promise<TCardPage> {
  if (query.search && scope.userId && !(await holdsTextWith(db, scope.userId, query.search.toLowerCase())))
    return { cards: [], nextCursor: null };
  const rows = await cardPageQuery(db, scope, query);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const place = (row: NonNullable<typeof last>): Place =>
    query.sort === 'newest'
      ? [row.at, row.card.id]
      : query.sort === 'name'
        ? [row.card.name, row.at, row.card.id]
        : [row.card.rarityWeight, row.card.name, row.at, row.card.id];
  return {
    cards: page.map((row): TCard => presentCard(row.card, row.project, row.chain)),
    nextCursor: rows.length > query.limit && last ? encodeCursor(query.sort, place(last)) : null,
  };
}

/**
 * Whether any of a player's cards holds the term, read from the tallies (a few rows per card text):
 * a search that matches nothing then reads no card at all, where it would have read them all.
 */
async function holdsTextWith(db: Database, userId: string, term: string) {
  const [found] = await db
    .select({ userId: collectionTallies.userId })
    .from(collectionTallies)
    .where(and(eq(collectionTallies.userId, userId), sql`${collectionTallies.count} > 0`, holdsTerm(collectionTallies, term)))
    .limit(1);
  return Boolean(found);
}

/**
 * The collection's figures from its tallies (kept by the cards table's triggers): small reads at any
 * size, by project too (card-rows.repo).
 */
export async function summarizeCollection(db: Database, userId: string): Promise<TCollectionSummary> {
  const [groups, byProject] = await Promise.all([
    db
      .select({ rarity: collectionTallies.rarity, type: collectionTallies.type, n: collectionTallies.count })
      .from(collectionTallies)
      .where(eq(collectionTallies.userId, userId)),
    countCardsByProject(db, userId),
  ]);
  const byRarity = Object.fromEntries(RARITIES.map((rarity) => [rarity, 0])) as TCollectionSummary['byRarity'];
  const byType = Object.fromEntries(CARD_TYPES.map((type) => [type, 0])) as TCollectionSummary['byType'];
  let total = 0;
  for (const { rarity, type, n } of groups) {
    total += n;
    if (rarity in byRarity) byRarity[rarity as keyof typeof byRarity] += n;
    if (type in byType) byType[type as keyof typeof byType] += n;
  }
  return { count: total, value: total * CARD_VALUE, byRarity, byType, byProject };
}
