import { CARD_SORTS, CARD_TYPES, CARD_VALUE, RARITIES, cardMatches } from '@arcana/shared';
import type { TCard, TCardPageQuery, TCardType, TInventorySort, TRarity } from '@arcana/shared/schemas';

export type InventorySort = TInventorySort;
export type InventoryFilter = { kind: 'all' } | { kind: 'rarity'; rarity: TRarity } | { kind: 'type'; type: TCardType };

/** A filter as one word ('all', 'rarity:epic', 'type:mage'): for comparing filters and naming the active one. */
export const filterKey = (filter: InventoryFilter) =>
  filter.kind === 'all' ? 'all' : filter.kind === 'rarity' ? `rarity:${filter.rarity}` : `type:${filter.type}`;
export const sameFilter = (a: InventoryFilter, b: InventoryFilter) => filterKey(a) === filterKey(b);

export interface InventoryQuery {
  filter: InventoryFilter;
  search: string;
  sort: InventorySort;
}

/** The inventory's query as the server reads it. */
export function pageQueryOf({ filter, search, sort }: InventoryQuery): TCardPageQuery {
  const term = search.trim();
  return {
    sort,
    ...(filter.kind === 'rarity' && { rarity: filter.rarity }),
    ...(filter.kind === 'type' && { type: filter.type }),
    ...(term && { search: term }),
  };
}

/** What the grid shows: one filter (a rarity or a type), the search, then the sort. */
export function visibleCards(cards: readonly TCard[], query: InventoryQuery): TCard[] {
  const pageQuery = pageQueryOf(query);
  return cards.filter((card) => cardMatches(card, pageQuery)).sort(CARD_SORTS[query.sort]);
}

export function inventoryTotals(cards: readonly TCard[]) {
  const byRarity = Object.fromEntries(RARITIES.map((r) => [r, cards.filter((c) => c.rarity === r).length])) as Record<TRarity, number>;
  const byType = Object.fromEntries(CARD_TYPES.map((t) => [t, cards.filter((c) => c.type === t).length])) as Record<TCardType, number>;
  return { count: cards.length, value: cards.length * CARD_VALUE, byRarity, byType };
}
