import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { TCard } from '@arcana/shared/schemas';
import { inventoryTotals, visibleCards, type InventoryFilter, type InventorySort } from './inventory-view';

export type InventoryView = 'grid' | 'list';

/**
 * The inventory's view state (spec part 2 §4): grid or list, one sort, one filter, a search, one
 * selected card.
 */
export function useInventoryView(cards: readonly TCard[]) {
  const [filter, setFilter] = useState<InventoryFilter>({ kind: 'all' });
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<InventorySort>('newest');
  const [view, setView] = useState<InventoryView>('grid');
  const [selectedId, setSelectedId] = useState<string | null>(null);

  // Only the search is deferred: a key typed never waits for the cards it selects. A click on a
  // filter or a sort answers in the same frame as its button, which saves a frame and a paint.
  const deferredSearch = useDeferredValue(search);
  const query = useMemo(() => ({ filter, search: deferredSearch, sort }), [filter, deferredSearch, sort]);
  const shown = useMemo(() => visibleCards(cards, query), [cards, query]);
  const totals = useMemo(() => inventoryTotals(cards), [cards]);
  const selected = selectedId ? (cards.find((card) => card.id === selectedId) ?? null) : null;
  const toggleSelected = useCallback((card: TCard) => setSelectedId((id) => (id === card.id ? null : card.id)), []);

  return {
    filter,
    setFilter,
    search,
    setSearch,
    sort,
    setSort,
    view,
    setView,
    shown,
    totals,
    selected,
    toggleSelected,
    clearSelected: useCallback(() => setSelectedId(null), []),
  };
}
