import { CARD_TYPES, CARD_VALUE, RARITIES, RARITY_SORT_WEIGHT } from '@arcana/shared';
import type { TCard, TCardType, TRarity } from '@arcana/shared/schemas';

export type InventorySort = 'newest' | 'rarity' | 'name';
export type InventoryFilter = { kind: 'all' } | { kind: 'rarity'; rarity: TRarity } | { kind: 'type'; type: TCardType };

export interface InventoryQuery {
  filter: InventoryFilter;
  search: string;
  sort: InventorySort;
}

const SORTS: Record<InventorySort, (a: TCard, b: TCard) => number> = {
  newest: (a, b) => Date.parse(b.collectedAt) - Date.parse(a.collectedAt),
  rarity: (a, b) => RARITY_SORT_WEIGHT[b.rarity] - RARITY_SORT_WEIGHT[a.rarity] || a.name.localeCompare(b.name),
  name: (a, b) => a.name.localeCompare(b.name),
};

/** What the grid shows: one filter (a rarity or a type), the search, then the sort. */
export function visibleCards(cards: readonly TCard[], { filter, search, sort }: InventoryQuery): TCard[] {
  const term = search.trim().toLowerCase();
  return cards
    .filter((card) => filter.kind === 'all' || (filter.kind === 'rarity' ? card.rarity === filter.rarity : card.type === filter.type))
    .filter((card) => !term || [card.name, card.description, card.type, card.rarity].some((text) => text.toLowerCase().includes(term)))
    .sort(SORTS[sort]);
}

export function inventoryTotals(cards: readonly TCard[]) {
  const byRarity = Object.fromEntries(RARITIES.map((r) => [r, cards.filter((c) => c.rarity === r).length])) as Record<TRarity, number>;
  const byType = Object.fromEntries(CARD_TYPES.map((t) => [t, cards.filter((c) => c.type === t).length])) as Record<TCardType, number>;
  return { count: cards.length, value: cards.length * CARD_VALUE, byRarity, byType };
}
