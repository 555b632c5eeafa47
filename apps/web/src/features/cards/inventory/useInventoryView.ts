import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { TCard } from '@arcana/shared/schemas';
import type { InventoryCard, InventoryFilter, InventoryQuery, InventorySort } from './inventory-view';

export type InventoryView = 'grid' | 'list';

/**
 * The inventory's view state (docs/product-rules.md "Inventory"): grid or list, one sort, one filter, a
 * project, a search, duplicates stacked or each card on its own, one selected card (and the stack it
 * was opened from, while one of its copies is open). What it selects comes from useInventoryCards.
 */
export function useInventoryView() {
  const [filter, setFilter] = useState<InventoryFilter>({ kind: 'all' });
  /** A project's slug, or undefined for every project's cards. */
  const [project, setProject] = useState<string | undefined>(undefined);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<InventorySort>('newest');
  const [view, setView] = useState<InventoryView>('grid');
  const [stacked, setStacked] = useState(true);
  const [selected, setSelected] = useState<{ card: TCard; stack: InventoryCard | null } | null>(null);

  // Only the search is deferred: a key typed never waits for the cards it selects. A click on a
  // filter or a sort answers in the same frame as its button, which saves a frame and a paint.
  const deferredSearch = useDeferredValue(search);
  const query: InventoryQuery = useMemo(
    () => ({ filter, ...(project && { project }), search: deferredSearch, sort, stacked }),
    [filter, project, deferredSearch, sort, stacked],
  );
  const toggleSelected = useCallback(
    (card: InventoryCard) =>
      setSelected((open) =>
        open && (open.stack ?? open.card).id === card.id ? null : { card, stack: (card.copies ?? 1) > 1 ? card : null },
      ),
    [],
  );
  /** One of the open stack's copies, in its place. */
  const openCopy = useCallback((card: TCard) => setSelected((open) => open && { ...open, card }), []);

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
    stacked,
    setStacked,
    query,
    /** The card open in the details, or null. */
    selected: selected?.card ?? null,
    /** The stack the open card belongs to, when it was opened from one of several copies. */
    selectedStack: selected?.stack ?? null,
    toggleSelected,
    openCopy,
    clearSelected: useCallback(() => setSelected(null), []),
  };
}
