import { and, eq, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { CARD_TYPES, CARD_VALUE, RARITIES } from '@arcana/shared';
import type { TCardPage, TCardPageRequest, TCollectionSummary, TPageCard } from '@arcana/shared/schemas';
import type { Database } from '../../db/client.js';
import { cards, collectionTallies } from '../../db/schema.js';
import { keyText } from '../../lib/keyset-cursor.js';
import { presentCard } from './card.presenter.js';
import { after, CARD_SORT_KEY, cursorTag, decodeCursor, encodeCursor, orderOf, type Place } from './card-page-order.js';
import { countCardsByProject, ofProject, selectCardsWithProject } from './card-rows.repo.js';
import { copiesOf, selectStacksWithProject } from './card-stacks.repo.js';

/**
 * Whether a card's text holds the search term: its name, description, type and rarity, the text the web
 * searches in a small collection. Of a card, or of a tally row, which carries the same columns.
 */
const holdsTerm = (text: Record<'name' | 'description' | 'type' | 'rarity', SQLWrapper>, term: string) =>
  sql`strpos(lower(${text.name} || chr(10) || ${text.description} || chr(10) || ${text.type} || chr(10) || ${text.rarity}), ${term}) > 0`;

/** Whose cards: an owner's, an owner's from one wallet, or (for an admin) one wallet's whoever drew them. */
export type CardScope = { userId: string; publicKey?: string } | { userId?: undefined; publicKey: string };
/** A sort and a page size, then any filter (a rarity, a type, a project), search or cursor. */
type PageQuery = Pick<TCardPageRequest, 'sort' | 'limit'> & Partial<TCardPageRequest>;

/** Cards spent at the Forge are no longer their owner's to list (docs/product-rules.md "Crafting"); every page index holds unspent ones only. */
const scopeOf = (scope: CardScope) =>
  and(
    scope.userId ? eq(cards.userId, scope.userId) : undefined,
    scope.publicKey ? eq(cards.publicKey, scope.publicKey) : undefined,
    isNull(cards.spentAt),
  );

/** The cards in scope that the page's filters and search select. */
function selectedBy(scope: CardScope, query: PageQuery): SQL | undefined {
  const term = query.search?.toLowerCase();
  return and(
    scopeOf(scope),
    query.rarity ? eq(cards.rarity, query.rarity) : undefined,
    query.type ? eq(cards.type, query.type) : undefined,
    query.project ? ofProject(query.project) : undefined,
    query.copiesOf ? copiesOf(query.copiesOf, scope.userId) : undefined,
    term ? holdsTerm(cards, term) : undefined,
  );
}

/**
 * The statement that reads one page (its plan is tested: each sort reads from its index). A stacked
 * page (card-stacks.repo) puts its stacks in the same order, each at its newest copy's place.
 */
export function cardPageQuery(db: Database, scope: CardScope, query: PageQuery) {
  const stacked = query.stack === true;
  const place = query.cursor ? decodeCursor(query.sort, cursorTag(query.sort, stacked), query.cursor) : undefined;
  const at = keyText(cards.collectedAt);
  const order = orderOf(query.sort, CARD_SORT_KEY);
  if (stacked) {
    const page = { sort: query.sort, after: place, limit: query.limit + 1 };
    return selectStacksWithProject(db, { at }, { scope: scopeOf(scope), selected: selectedBy(scope, query), page }).orderBy(...order);
  }
  return selectCardsWithProject(db, { at, copies: sql<number>`1`, anyNew: sql<boolean>`${cards.seenAt} is null` })
    .where(and(selectedBy(scope, query), place && after(query.sort, place, CARD_SORT_KEY)))
    .orderBy(...order)
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
    // A stack is 'NEW!' while any of its copies is (docs/product-rules.md "Inventory").
    cards: page.map(({ card, project, chain, copies, anyNew }): TPageCard => {
      const shown = presentCard(card, project, chain);
      return { ...shown, seenAt: anyNew ? null : shown.seenAt, copies };
    }),
    nextCursor: rows.length > query.limit && last ? encodeCursor(cursorTag(query.sort, query.stack === true), place(last)) : null,
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
