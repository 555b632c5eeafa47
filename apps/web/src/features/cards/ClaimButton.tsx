import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Button } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { TCard } from '@arcana/shared/schemas';
import { useMyCollectiblesQuery } from './cards.api';
import { isCollectingPlaceholder } from './card/collecting-placeholder';
import { useSessionUser } from '../sessions';
import { useAppSelector } from '../../state/store';
import { useCollect } from './useCollect';
import { useWallet } from '../wallet';

// The reveal only follows a collect: its code (a focus trap, a portal) is fetched once a wallet is connected.
const loadCollectedOverlay = () => import('./CollectedOverlay').then((module) => ({ default: module.CollectedOverlay }));
const CollectedOverlay = lazy(loadCollectedOverlay);

/** The landing page's main button, its label decided in the order of docs/product-rules.md "Landing". */
export function mainButtonLabel(state: { walletLoading: boolean; collecting: boolean; connected: boolean; cardCount: number }): string {
  if (state.walletLoading) return 'Connecting...';
  if (state.collecting) return 'Collecting Card...';
  if (state.connected && state.cardCount > 0) return 'My Inventory';
  if (state.connected) return 'Collect Reward Card';
  return 'Claim With Phantom';
}

export function ClaimButton() {
  const navigate = useNavigate();
  const { checking } = useSessionUser();
  const wallet = useWallet();
  const { collect, isCollecting } = useCollect();
  const isAuthenticated = useAppSelector((s) => s.session.isAuthenticated);
  const { data: cards = [] } = useMyCollectiblesQuery(undefined, { skip: !isAuthenticated });
  const [lastCollectedCard, setLastCollectedCard] = useState<TCard | null>(null);
  const connected = wallet.connected && Boolean(wallet.publicKey);
  const busy = wallet.isLoading || isCollecting;
  const closeOverlay = useCallback(() => setLastCollectedCard(null), []);
  const ownedCards = cards.filter((card) => !isCollectingPlaceholder(card)).length;
  useEffect(() => {
    if (connected) void loadCollectedOverlay();
  }, [connected]);

  async function onClick() {
    if (connected && ownedCards > 0) {
      void navigate('/inventory');
    } else if (connected) {
      // A failed collect just resets the main button (docs/product-rules.md "Landing"): the overlay simply does not open.
      setLastCollectedCard(await collect().catch(() => null));
    } else {
      await wallet.connect();
    }
  }

  if (checking) {
    // A stored session is being checked: the button does not offer a visitor's 'Claim With Phantom' yet.
    return (
      <Button size="xl" radius="xl" loading data-testid="claim-button">
        Checking your session
      </Button>
    );
  }

  return (
    <>
      <Button
        size="xl"
        radius="xl"
        onClick={() => !busy && void onClick()}
        // Looks and reads disabled while busy, but is not: a disabled button drops the keyboard's focus.
        data-disabled={busy || undefined}
        aria-disabled={busy || undefined}
        data-testid="claim-button"
      >
        {mainButtonLabel({ walletLoading: wallet.isLoading, collecting: isCollecting, connected, cardCount: ownedCards })}
      </Button>
      {lastCollectedCard && (
        <Suspense fallback={null}>
          <CollectedOverlay
            card={lastCollectedCard}
            onClose={closeOverlay}
            onView={() => {
              setLastCollectedCard(null);
              void navigate('/inventory');
            }}
          />
        </Suspense>
      )}
    </>
  );
}
