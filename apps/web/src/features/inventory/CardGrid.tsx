import { memo, type Ref } from 'react';
import type { TCard } from '@arcana/shared/schemas';
import { CollectibleCard } from '../../components/card/CollectibleCard';
import { GRID_GAP, gridColumns, gridRowHeight } from './collection-layout';
import { useElementWidth } from './useElementWidth';
import { useVirtualCollection, type CollectionHandle } from './useVirtualCollection';
import classes from './CardGrid.module.css';

interface CardGridProps {
  cards: TCard[];
  maxColumns: number;
  selectedId: string | null;
  onSelect: (card: TCard) => void;
  ref?: Ref<CollectionHandle>;
}

const Card = memo(CollectibleCard);

/** The card view: as many columns as fit (at most `maxColumns`), rows rendered as they near the screen. */
export function CardGrid({ cards, maxColumns, selectedId, onSelect, ref }: CardGridProps) {
  const [sizeRef, width] = useElementWidth<HTMLDivElement>();
  const columns = gridColumns(width, maxColumns);
  const selectedIndex = selectedId ? cards.findIndex((card) => card.id === selectedId) : -1;
  const { virtualizer, listProps, scrollMargin } = useVirtualCollection({
    itemCount: cards.length,
    columns,
    rowHeight: gridRowHeight(width, columns),
    selectedIndex,
    ref,
  });

  return (
    <div ref={sizeRef}>
      <div {...listProps} role="list" aria-label="Cards" data-testid="inventory-grid">
        {width > 0 &&
          virtualizer.getVirtualItems().map((row) => (
            <div
              key={row.key}
              role="none"
              className={classes.row}
              style={{
                transform: `translateY(${row.start - scrollMargin}px)`,
                gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
                gap: GRID_GAP,
              }}
            >
              {cards.slice(row.index * columns, row.index * columns + columns).map((card, column) => {
                const index = row.index * columns + column;
                // Keyed by place, not by card: a new filter then updates the cells in place
                // instead of removing and creating every one of them.
                return (
                  <div key={column} role="listitem" aria-setsize={cards.length} aria-posinset={index + 1} data-item={index}>
                    <Card card={card} selected={card.id === selectedId} onSelect={onSelect} />
                  </div>
                );
              })}
            </div>
          ))}
      </div>
    </div>
  );
}
