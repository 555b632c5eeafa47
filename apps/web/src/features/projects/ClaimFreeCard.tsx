import { useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import type { TCard } from '@arcana/shared/schemas';
import { extractErrorText } from '../../api/error-text';
import { ownRequestsActions } from '../../state/own-requests.slice';
import { useAppDispatch } from '../../state/store';
import { CollectibleCard } from '../cards';
import { useSessionUser } from '../sessions';
import { useWallet } from '../wallet';
import { VISITOR_ONLY } from '../../components/stored-session-mark';
import { useClaimCardMutation } from './projects.api';
import classes from './Projects.module.css';

/**
 * A collection's free card (docs/product-rules.md "Projects and odds"): sign in, connect the wallet,
 * then claim; the card shows here as it arrives, stored seen. Whatever the server refuses (claimed
 * already, sold out, suspended) is said as it says it.
 */
export function ClaimFreeCard({ collectionId, collectionName }: { collectionId: string; collectionName: string }) {
  const dispatch = useAppDispatch();
  const { user, isObserving, checking } = useSessionUser();
  const wallet = useWallet();
  const [claim, { isLoading }] = useClaimCardMutation();
  const [card, setCard] = useState<TCard | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function onClaim() {
    if (!wallet.publicKey) return;
    const requestId = crypto.randomUUID();
    // The card shows here: the server's notice of it needs no toast in this tab.
    dispatch(ownRequestsActions.toldHere(requestId));
    setFailure(null);
    try {
      setCard(await claim({ collectionId, publicKey: wallet.publicKey, requestId, revealed: true }).unwrap());
    } catch (error) {
      dispatch(ownRequestsActions.released(requestId));
      setFailure(extractErrorText(error));
    }
  }

  if (card) {
    return (
      <Stack gap="sm" className={classes.claimed}>
        <div className={classes.claimedCard}>
          <CollectibleCard card={card} fullWidth />
        </div>
        <Button component={Link} to="/inventory" variant="light">
          View Inventory
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Group>
        {checking ? (
          // A stored session is being checked: a member is not asked to log in meanwhile.
          <Button loading aria-label={`Claim your free card of ${collectionName}`}>
            Claim your free card
          </Button>
        ) : !user ? (
          <Button component={Link} to="/login" {...VISITOR_ONLY}>
            Log in to claim a free card
          </Button>
        ) : !wallet.connected || !wallet.publicKey ? (
          <Button onClick={() => void wallet.connect()} loading={wallet.isLoading} disabled={isObserving}>
            Connect Wallet
          </Button>
        ) : (
          <Button
            onClick={() => void onClaim()}
            loading={isLoading}
            disabled={isObserving}
            aria-label={`Claim your free card of ${collectionName}`}
          >
            Claim your free card
          </Button>
        )}
      </Group>
    </Stack>
  );
}
