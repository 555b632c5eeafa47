import { useEffect } from 'react';
import { Text } from '@mantine/core';
import { COLLECTED_OVERLAY_MS } from '@arcana/shared';
import type { TCard } from '@arcana/shared/schemas';
import { CollectibleCard } from '../../components/card/CollectibleCard';
import classes from './CollectedOverlay.module.css';

/** The full-screen reveal of a new card: closes itself after 5 s, or opens the inventory on click. */
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
  useEffect(() => {
    const timer = setTimeout(onClose, durationMs);
    return () => clearTimeout(timer);
  }, [onClose, durationMs]);

  return (
    <button
      type="button"
      className={classes.overlay}
      onClick={onView}
      aria-label={`You collected ${card.name}. Click to view in inventory`}
      data-testid="collected-overlay"
    >
      <div className={classes.card}>
        <CollectibleCard card={card} fullWidth />
      </div>
      <Text fz="xl" fw={700} ff="heading">
        {card.name}
      </Text>
      <Text c="dimmed">Click to view in inventory</Text>
    </button>
  );
}
