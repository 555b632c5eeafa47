import type { TCard } from '@arcana/shared/schemas';
import { BottomSheet } from './BottomSheet';
import { CardDetails, type StackOpen } from './CardDetails';

/**
 * The phones' detail view: a bottom sheet over the grid. Mantine's drawer traps focus and closes on
 * Escape; the page puts focus back on the card itself (the card may have been scrolled away).
 */
export function DetailSheet({ card, onClose, ...stackOpen }: { card: TCard | null; onClose: () => void } & StackOpen) {
  return (
    <BottomSheet
      opened={card !== null}
      onClose={onClose}
      title={card?.name}
      returnFocus={false}
      closeButtonProps={{ 'aria-label': 'Close details' }}
    >
      {card && <CardDetails card={card} {...stackOpen} />}
    </BottomSheet>
  );
}
