import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { TCard } from '@arcana/shared/schemas';
import type { InventoryFilter, InventoryQuery, InventorySort } from './inventory-view';

export type InventoryView = 'grid' | 'list';

/**
 * The inventory's view state (docs/product-rules.md "Inventory"): grid or list, one sort, one filter, a
 * project, a search, one selected card. What it selects comes from useInventoryCards.
 */
export function useInventoryView() {
  const [filter, setFilter] = useState<InventoryFilter>({ kind: 'all' });
  /** A project's slug, or undefined for every project's cards. */
  const [project, setProject] = useState<string | undefined>(undefined);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<InventorySort>('newest');
  const [view, setView] = useState<InventoryView>('grid');
  const [selected, setSelected] = useState<TCard | null>(null);

  // Only the search is deferred: a key typed never waits for the cards it selects. A click on a
  // filter or a sort answers in the same frame as its button, which saves a frame and a paint.
  const deferredSearch = useDeferredValue(search);
  const query: InventoryQuery = useMemo(
    () => ({ filter, ...(project && { project }), search: deferredSearch, sort }),
    [filter, project, deferredSearch, sort],
  );
  const toggleSelected = useCallback((card: TCard) => setSelected((open) => (open?.id === card.id ? null : card)), []);

  return {
    filter,
    setFilter,
    project,
    setProject,
    search,
    setSearch,
    sort,
    setSort,
    view,
    setView,
    query,
    selected,
    toggleSelected,
    clearSelected: useCallback(() => setSelected(null), []),
  };
}
