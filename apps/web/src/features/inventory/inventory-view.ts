import { CARD_TYPES, CARD_VALUE, RARITIES, RARITY_SORT_WEIGHT } from '@arcana/shared';
import type { TCard, TCardType, TInventorySort, TRarity } from '@arcana/shared/schemas';

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

// One collator for every comparison: String#localeCompare builds one per call, which a thousand-card sort feels.
const byName = new Intl.Collator().compare;

/**
 * When a card was collected, parsed once per card object: a sort compares each card about 20 times,
 * and parsing the date in every comparison made a thousand-card 'newest' sort cost 5–15 ms.
 */
const collectedTimes = new WeakMap<TCard, number>();
function collectedTime(card: TCard): number {
  let time = collectedTimes.get(card);
  if (time === undefined) {
    time = Date.parse(card.collectedAt);
    collectedTimes.set(card, time);
  }
  return time;
}

const SORTS: Record<InventorySort, (a: TCard, b: TCard) => number> = {
  newest: (a, b) => collectedTime(b) - collectedTime(a),
  rarity: (a, b) => RARITY_SORT_WEIGHT[b.rarity] - RARITY_SORT_WEIGHT[a.rarity] || byName(a.name, b.name),
  name: (a, b) => byName(a.name, b.name),
};

/** The lower-cased text a search looks in, made once per card object (the cache keeps the same objects). */
const searchTexts = new WeakMap<TCard, string>();
function searchText(card: TCard): string {
  let text = searchTexts.get(card);
  if (text === undefined) {
    text = [card.name, card.description, card.type, card.rarity].join('\n').toLowerCase();
    searchTexts.set(card, text);
  }
  return text;
}

/** What the grid shows: one filter (a rarity or a type), the search, then the sort. */
export function visibleCards(cards: readonly TCard[], { filter, search, sort }: InventoryQuery): TCard[] {
  const term = search.trim().toLowerCase();
  return cards
    .filter((card) => filter.kind === 'all' || (filter.kind === 'rarity' ? card.rarity === filter.rarity : card.type === filter.type))
    .filter((card) => !term || searchText(card).includes(term))
    .sort(SORTS[sort]);
}

export function inventoryTotals(cards: readonly TCard[]) {
  const byRarity = Object.fromEntries(RARITIES.map((r) => [r, cards.filter((c) => c.rarity === r).length])) as Record<TRarity, number>;
  const byType = Object.fromEntries(CARD_TYPES.map((t) => [t, cards.filter((c) => c.type === t).length])) as Record<TCardType, number>;
  return { count: cards.length, value: cards.length * CARD_VALUE, byRarity, byType };
}
