import { CARD_SORTS, CARD_TYPES, CARD_VALUE, RARITIES, cardMatches } from '@arcana/shared';
import type { TCard, TCardPageQuery, TCollectionSummary, TCardType, TInventorySort, TPageCard, TRarity } from '@arcana/shared/schemas';

export type InventorySort = TInventorySort;
/** A card as the inventory shows it: from a page, with how many copies it stands for when stacked. */
export type InventoryCard = TCard & Partial<Pick<TPageCard, 'copies'>>;
export type InventoryFilter = { kind: 'all' } | { kind: 'rarity'; rarity: TRarity } | { kind: 'type'; type: TCardType };

/** A filter as one word ('all', 'rarity:epic', 'type:mage'): for comparing filters and naming the active one. */
export const filterKey = (filter: InventoryFilter) =>
  filter.kind === 'all' ? 'all' : filter.kind === 'rarity' ? `rarity:${filter.rarity}` : `type:${filter.type}`;
export const sameFilter = (a: InventoryFilter, b: InventoryFilter) => filterKey(a) === filterKey(b);

export interface InventoryQuery {
  filter: InventoryFilter;
  /** One project's cards only, by its slug; every project's when absent. It goes with a rarity or type filter. */
  project?: string;
  search: string;
  sort: InventorySort;
  /** Duplicates as one card with how many copies (docs/product-rules.md "Inventory"); each card on its own when absent. */
  stacked?: boolean;
}

/** The inventory's query as the server reads it. */
export function pageQueryOf({ filter, project, search, sort, stacked }: InventoryQuery): TCardPageQuery {
  const term = search.trim();
  return {
    sort,
    ...(stacked && { stack: 'true' }),
    ...(filter.kind === 'rarity' && { rarity: filter.rarity }),
    ...(filter.kind === 'type' && { type: filter.type }),
    ...(project && { project }),
    ...(term && { search: term }),
  };
}

/** What the grid shows: one filter (a rarity or a type), one project, the search, then the sort. */
export function visibleCards(cards: readonly TCard[], query: InventoryQuery): TCard[] {
  const pageQuery = pageQueryOf(query);
  return cards.filter((card) => cardMatches(card, pageQuery)).sort(CARD_SORTS[query.sort]);
}

/** A collection's figures, as the server's summary counts them, from cards that are the whole collection. */
export function inventoryTotals(cards: readonly TCard[]): TCollectionSummary {
  const byRarity = Object.fromEntries(RARITIES.map((r) => [r, cards.filter((c) => c.rarity === r).length])) as Record<TRarity, number>;
  const byType = Object.fromEntries(CARD_TYPES.map((t) => [t, cards.filter((c) => c.type === t).length])) as Record<TCardType, number>;
  const byProject = new Map<string, TCollectionSummary['byProject'][number]>();
  for (const { project } of cards) {
    const held = byProject.get(project.slug);
    if (held) held.count++;
    else byProject.set(project.slug, { slug: project.slug, name: project.name, count: 1 });
  }
  return { count: cards.length, value: cards.length * CARD_VALUE, byRarity, byType, byProject: [...byProject.values()] };
}
