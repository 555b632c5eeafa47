import { memo, type CSSProperties, type Ref } from 'react';
import type { InventoryCard } from './inventory-view';
import { CollectibleCard } from '../card/CollectibleCard';
import { GRID_GAP, gridCellWidth, gridColumns, gridRowHeight } from './collection-layout';
import { useElementWidth } from './useElementWidth';
import { useVirtualCollection, type CollectionHandle } from './useVirtualCollection';
import classes from './CardGrid.module.css';

interface CardGridProps {
  cards: InventoryCard[];
  maxColumns: number;
  selectedId: string | null;
  onSelect: (card: InventoryCard) => void;
  /** The list nears its end: a collection read page by page loads the next. */
  onNearEnd?: () => void;
  /** Which cards are on the screen, by position (useSeenCards). */
  onShown?: (from: number, to: number) => void;
  ref?: Ref<CollectionHandle>;
}

const Card = memo(CollectibleCard<InventoryCard>);

/**
 * The card view: as many columns as fit (at most `maxColumns`), rows rendered as they near the
 * screen. Memoised, as is the list: a key typed in the search box re-renders the page long before
 * the cards it selects are ready.
 */
export const CardGrid = memo(function CardGrid({ cards, maxColumns, selectedId, onSelect, onNearEnd, onShown, ref }: CardGridProps) {
  const [sizeRef, width] = useElementWidth<HTMLDivElement>();
  const columns = gridColumns(width, maxColumns);
  const cellWidth = gridCellWidth(width, columns);
  const selectedIndex = selectedId ? cards.findIndex((card) => card.id === selectedId) : -1;
  const { virtualizer, listProps, scrollMargin } = useVirtualCollection({
    items: cards,
    columns,
    rowHeight: gridRowHeight(width, columns),
    selectedIndex,
    onNearEnd,
    onShown,
    ref,
  });

  return (
    // The cards size their text by the cell (CollectibleCard.module.css).
    <div ref={sizeRef} style={{ '--card-width': `${cellWidth}px` } as CSSProperties}>
      <div {...listProps} role="list" aria-label="Cards" data-testid="inventory-grid">
        {width > 0 &&
          virtualizer.getVirtualItems().flatMap((row) =>
            cards.slice(row.index * columns, row.index * columns + columns).map((card, column) => {
              const index = row.index * columns + column;
              // Keyed by the card's place in the list, and not wrapped in a row: a new filter updates
              // the cells in place instead of re-creating every one, and a new column count (the side
              // panel closing) only moves each cell, so the focused card keeps its element and focus.
              return (
                <div
                  key={index}
                  role="listitem"
                  aria-setsize={cards.length}
                  aria-posinset={index + 1}
                  data-item={index}
                  className={classes.cell}
                  style={{ width: cellWidth, transform: `translate(${column * (cellWidth + GRID_GAP)}px, ${row.start - scrollMargin}px)` }}
                >
                  <Card card={card} copies={card.copies} selected={card.id === selectedId} onSelect={onSelect} />
                </div>
              );
            }),
          )}
      </div>
    </div>
  );
});
