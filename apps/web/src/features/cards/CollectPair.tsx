import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { COLLECTED_POPUP_PAIR_MS } from '@arcana/shared';
import type { TCard } from '@arcana/shared/schemas';
import { errorCode } from '../../api/error-text';
import { useCollect } from './useCollect';
import classes from './CollectPair.module.css';

// The reveal is not part of the landing's first screen: fetched once a wallet is connected.
const loadCardReveal = () => import('./reveal/CardReveal').then((module) => ({ default: module.CardReveal }));
const CardReveal = lazy(loadCardReveal);

/** In the page's own place for it, or in the window's corner. */
const placed = (popup: ReactNode, slot: HTMLElement | null) => (slot ? createPortal(popup, slot) : popup);

/**
 * The small 'Collect Card' / 'View Inventory' pair, with its alerts and its 3 s popup (docs/product-rules.md
 * "Landing"). `popupSlot`: where a page wants the popup, clear of its other controls (the landing gives
 * its intro cards' stage); without one it sits at the window's bottom right.
 */
export function CollectPair({ popupSlot: slot = null }: { popupSlot?: HTMLElement | null }) {
  const { collect, isCollecting, publicKey } = useCollect();
  const [popup, setPopup] = useState<TCard | null>(null);
  const [skipped, setSkipped] = useState(false);
  useEffect(() => {
    if (publicKey) void loadCardReveal();
  }, [publicKey]);

  useEffect(() => {
    if (!popup) return;
    const timer = setTimeout(() => setPopup(null), COLLECTED_POPUP_PAIR_MS);
    return () => clearTimeout(timer);
  }, [popup]);

  async function onCollect() {
    if (!publicKey) {
      window.alert('Please connect your wallet first!');
      return;
    }
    try {
      const card = await collect();
      setSkipped(false);
      setPopup(card);
    } catch (error) {
      console.error('Collect failed', error);
      // Out of draws, trying again changes nothing: the collect has said when the next one comes.
      if (errorCode(error) !== 'NO_DRAWS_LEFT') window.alert('Failed to collect card. Please try again.');
    }
  }

  return (
    <>
      <Group gap="xs" role="group" aria-label="Collect cards">
        <Button size="xs" variant="light" loading={isCollecting} onClick={() => void onCollect()}>
          Collect Card
        </Button>
        <Button size="xs" variant="default" component={Link} to="/inventory">
          View Inventory
        </Button>
      </Group>
      {popup &&
        // Whole once the reveal's code is here (not an empty frame first). A click skips its reveal;
        // the name is on the card, said once.
        placed(
          <Suspense fallback={null}>
            <div role="status" className={classes.popup} data-placed={slot ? 'slot' : 'corner'} onClick={() => setSkipped(true)}>
              <Text size="sm" ta="center" className={classes.caption}>
                You collected
              </Text>
              <div className={classes.card}>
                <CardReveal key={popup.id} card={popup} tempo="popup" skipped={skipped} />
              </div>
            </div>
          </Suspense>,
          slot,
        )}
    </>
  );
}
