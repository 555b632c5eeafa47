import { useId } from 'react';
import { CARD_BACK_SIZE, cardBackMarkup } from '@arcana/shared';

/**
 * Every card's back, as the reveal shows it before the flip: the shared drawing (the 3D model's back is
 * the same), with ids of the instance's own, so two backs on a page never share a gradient.
 */
export function CardBack({ className }: { className?: string }) {
  const id = useId();
  return (
    <svg
      className={className}
      viewBox={`0 0 ${CARD_BACK_SIZE.width} ${CARD_BACK_SIZE.height}`}
      aria-hidden
      focusable="false"
      dangerouslySetInnerHTML={{ __html: cardBackMarkup(id) }}
    />
  );
}
