import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { TCard } from '@arcana/shared/schemas';
import { inventoryTotals, visibleCards, type InventoryFilter, type InventorySort } from './inventory-view';

export type InventoryView = 'grid' | 'list';

/**
 * The inventory's view state (spec part 2 §4): grid or list, one sort, one filter, a search, one
 * selected card. The cards shown follow a deferred copy of the query, so typing never waits for them.
 */
export function useInventoryView(cards: readonly TCard[]) {
  const [filter, setFilter] = useState<InventoryFilter>({ kind: 'all' });
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<InventorySort>('newest');
  const [view, setView] = useState<InventoryView>('grid');
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const query = useDeferredValue(useMemo(() => ({ filter, search, sort }), [filter, search, sort]));
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
