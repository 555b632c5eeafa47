import { useCallback, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { targetIndex } from './collection-layout';
import { useOverscanOnceShown } from './useOverscanOnceShown';

/** What the page may ask of a card collection: put focus on a card, scrolling to it if need be. */
export interface CollectionHandle {
  focusItem(index: number): void;
}

interface Options {
  /** What the collection shows; a new list (another filter, sort or search) is a new answer. */
  items: readonly unknown[];
  columns: number;
  /** A row's height before it is measured (list) or exactly (grid). */
  rowHeight: number;
  /** The selected card stays rendered wherever the page scrolls, so focus can come back to it. */
  selectedIndex: number;
  /** Called when the rows rendered reach the last few (the next page is then asked for). */
  onNearEnd?: () => void;
  /** Told which items are on the screen (not the rows rendered around it), by position, as they change. */
  onShown?: (from: number, to: number) => void;
  ref?: Ref<CollectionHandle>;
}

/** Rows before the end at which the next page is asked for: it arrives before the scroll gets there. */
const NEAR_END_ROWS = 6;

/** The index of the card holding `target`, -1 outside any card. */
const indexOf = (target: EventTarget) => Number((target as HTMLElement).closest('[data-item]')?.getAttribute('data-item') ?? -1);

/**
 * Renders only the rows near the screen (the page scrolls, not a box), and keeps the collection
 * usable by keyboard: the focused and the selected rows are always rendered, arrows move focus
 * from card to card (scrolling rows in), and Tab reaches the next rendered card as usual.
 */
export function useVirtualCollection({ items, columns, rowHeight, selectedIndex, onNearEnd, onShown, ref }: Options) {
  const itemCount = items.length;
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const [focusedIndex, setFocusedIndex] = useState(-1);
  const pendingFocus = useRef<number | null>(null);

  // The list's distance from the top of the page moves with whatever is above it (a banner, the
  // filters wrapping): anything that moves it also resizes the page, so the page's size is watched.
  useLayoutEffect(() => {
    const readTop = () => setScrollMargin(Math.round((listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY));
    const observer = new ResizeObserver(readTop);
    observer.observe(document.body);
    readTop();
    return () => observer.disconnect();
  }, []);

  const pinnedRows = [focusedIndex, selectedIndex].filter((i) => i >= 0 && i < itemCount).map((i) => Math.floor(i / columns));
  const pinnedKey = pinnedRows.join(',');
  const rangeExtractor = useCallback(
    (range: Range) => {
      const rows = new Set(defaultRangeExtractor(range));
      for (const row of pinnedKey ? pinnedKey.split(',') : []) rows.add(Number(row));
      return [...rows].sort((a, b) => a - b);
    },
    [pinnedKey],
  );

  const overscan = useOverscanOnceShown(items);
  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(itemCount / columns),
    estimateSize: () => rowHeight,
    overscan,
    scrollMargin,
    rangeExtractor,
  });

  // A new width or view changes every row's height: forget the old ones. A focused card keeps its
  // element (cells are keyed by index), but the new layout may put it far from where it was (a
  // window narrowed past the breakpoint loses a column at nearly the same width): it is brought
  // back into view.
  useLayoutEffect(() => {
    virtualizer.measure();
    const focused = listRef.current?.contains(document.activeElement) ? indexOf(document.activeElement!) : -1;
    if (focused >= 0) virtualizer.scrollToIndex(Math.floor(focused / columns), { align: 'auto' });
  }, [virtualizer, rowHeight, columns]);

  const rowCount = Math.ceil(itemCount / columns);
  const lastRendered = virtualizer.getVirtualItems().at(-1)?.index ?? -1;
  useEffect(() => {
    if (onNearEnd && rowCount > 0 && lastRendered >= rowCount - NEAR_END_ROWS) onNearEnd();
  }, [onNearEnd, lastRendered, rowCount]);

  // The range is the rows on the screen, read as getVirtualItems() above computed it.
  const onScreen = virtualizer.range;
  const shownFrom = onScreen ? onScreen.startIndex * columns : 0;
  const shownTo = onScreen ? Math.min(itemCount, (onScreen.endIndex + 1) * columns) : 0;
  useEffect(() => {
    if (onShown && shownTo > shownFrom) onShown(shownFrom, shownTo);
  }, [onShown, shownFrom, shownTo, items]);

  const itemElement = (index: number) => listRef.current?.querySelector<HTMLElement>(`[data-item="${index}"] button`);

  const focusItem = useCallback(
    (index: number) => {
      if (index < 0 || index >= itemCount) return;
      setFocusedIndex(index);
      pendingFocus.current = index;
      virtualizer.scrollToIndex(Math.floor(index / columns), { align: 'auto' });
    },
    [virtualizer, itemCount, columns],
  );
  useImperativeHandle(ref, () => ({ focusItem }), [focusItem]);

  // Focus lands once the row is rendered (it is pinned, so on the next commit at the latest).
  useEffect(() => {
    if (pendingFocus.current === null) return;
    const element = itemElement(pendingFocus.current);
    if (!element) return;
    pendingFocus.current = null;
    element.focus({ preventScroll: true });
  });

  const listProps = {
    ref: listRef,
    // A layer of its own: otherwise a change beside the list (the search box's selection or caret)
    // can regroup the page's layers, and every card on screen is rastered again (about 40 ms for 25
    // tiles without a GPU) before the frame with the answer may start.
    style: { height: virtualizer.getTotalSize(), position: 'relative' as const, willChange: 'transform' },
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      const from = indexOf(event.target);
      if (from < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
      const to = targetIndex(event.key, from, columns, itemCount);
      if (to === null) return;
      event.preventDefault();
      focusItem(to);
    },
    onFocus(event: { target: EventTarget }) {
      const index = indexOf(event.target);
      if (index >= 0 && index !== focusedIndex) setFocusedIndex(index);
    },
  };

  return { virtualizer, listProps, scrollMargin };
}
