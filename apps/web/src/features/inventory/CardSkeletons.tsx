import { Skeleton, VisuallyHidden } from '@mantine/core';
import { GRID_GAP, gridColumns } from './collection-layout';
import { useElementWidth } from './useElementWidth';

/** Two rows of card-shaped placeholders while the cards load, in the grid's own columns. */
export function CardSkeletons({ maxColumns }: { maxColumns: number }) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const columns = gridColumns(width, maxColumns);
  return (
    <div ref={ref} role="status" data-testid="inventory-loading">
      <VisuallyHidden>Loading cards</VisuallyHidden>
      <div aria-hidden style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: GRID_GAP }}>
        {Array.from({ length: columns * 2 }, (_, i) => (
          <Skeleton key={i} radius={16} style={{ aspectRatio: '5 / 7', height: 'auto' }} />
        ))}
      </div>
    </div>
  );
}
