import { memo, type Ref } from 'react';
import type { InventoryCard } from './inventory-view';
import { CardRow } from './CardRow';
import { useVirtualCollection, type CollectionHandle } from './useVirtualCollection';
import classes from './CardList.module.css';

/** Before a row is measured; close to a row's real height, so the scrollbar barely moves. */
const ROW_ESTIMATE = 80;

interface CardListProps {
  cards: InventoryCard[];
  selectedId: string | null;
  onSelect: (card: InventoryCard) => void;
  /** The list nears its end: a collection read page by page loads the next. */
  onNearEnd?: () => void;
  /** Which cards are on the screen, by position (useSeenCards). */
  onShown?: (from: number, to: number) => void;
  ref?: Ref<CollectionHandle>;
}

/** The row view: one card a row, each row measured (a phone wraps a row onto two lines). */
export const CardList = memo(function CardList({ cards, selectedId, onSelect, onNearEnd, onShown, ref }: CardListProps) {
  const selectedIndex = selectedId ? cards.findIndex((card) => card.id === selectedId) : -1;
  const { virtualizer, listProps, scrollMargin } = useVirtualCollection({
    items: cards,
    columns: 1,
    rowHeight: ROW_ESTIMATE,
    selectedIndex,
    onNearEnd,
    onShown,
    ref,
  });

  return (
    <div className={classes.container}>
      <div {...listProps} role="list" aria-label="Cards" data-testid="inventory-list">
        {virtualizer.getVirtualItems().map((row) => {
          const card = cards[row.index]!;
          return (
            <div
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              data-item={row.index}
              role="listitem"
              aria-setsize={cards.length}
              aria-posinset={row.index + 1}
              className={classes.row}
              style={{ transform: `translateY(${row.start - scrollMargin}px)` }}
            >
              <CardRow card={card} selected={card.id === selectedId} onSelect={onSelect} />
            </div>
          );
        })}
      </div>
    </div>
  );
});
