import { useEffect } from 'react';
import { Button, Portal } from '@mantine/core';
import { useFocusTrap, useWindowEvent } from '@mantine/hooks';
import { COLLECTED_OVERLAY_MS } from '@arcana/shared';
import type { TCard } from '@arcana/shared/schemas';
import { CardReveal } from './reveal/CardReveal';
import { useReturnFocus } from '../../components/useReturnFocus';
import classes from './CollectedOverlay.module.css';

/**
 * The full-screen reveal of a new card (CardReveal): closes itself after 5 s, or opens the inventory
 * on one click anywhere from its first moment, as its words say while the card still turns
 * (docs/product-rules.md "Landing"). A modal dialog for the keyboard: focus starts on its one button
 * and stays inside, Escape closes it, and focus goes back to where it was. In a portal: the button that opens it may sit in a moved
 * (transformed) or layered part of a page, which would clip a fixed overlay.
 */
export function CollectedOverlay({
  card,
  onClose,
  onView,
  durationMs = COLLECTED_OVERLAY_MS,
}: {
  card: TCard;
  onClose: () => void;
  onView: () => void;
  durationMs?: number;
}) {
  const trapRef = useFocusTrap();
  useReturnFocus();
  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape') onClose();
  });

  useEffect(() => {
    const timer = setTimeout(onClose, durationMs);
    return () => clearTimeout(timer);
  }, [onClose, durationMs]);

  return (
    <Portal>
      <div
        ref={trapRef}
        role="dialog"
        aria-modal="true"
        aria-label={`You collected ${card.name}`}
        className={classes.overlay}
        // The whole overlay is the target (docs/product-rules.md "Landing"); the button below is its
        // keyboard way in, and its click bubbles up here.
        onClick={onView}
        data-testid="collected-overlay"
      >
        <div className={classes.card}>
          <CardReveal card={card} tempo="overlay" />
        </div>
        <Button variant="subtle" color="gray" data-autofocus>
          Click to view in inventory
        </Button>
      </div>
    </Portal>
  );
}
