import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TCard } from '@arcana/shared/schemas';
import { extractErrorText } from '../../api/error-text';
import { ownRequestsActions } from '../../state/own-requests.slice';
import { useAppDispatch } from '../../state/store';
import { CollectibleCard, drawsLeftText, useMyDrawsQuery } from '../cards';
import { keepThisPage, useSessionUser } from '../sessions';
import { VISITOR_ONLY } from '../../components/stored-session-mark';
import { useClaimCardMutation } from './projects.api';
import classes from './Projects.module.css';

/**
 * Drawing a card of a published collection (docs/product-rules.md "Draws are earned"): sign in, then
 * draw while draws are left, with no wallet (the collection's welcome draw first, then what
 * was earned there); each card shows here as it arrives, stored seen. Whatever the server refuses
 * (none left, sold out, suspended) is said as it says it.
 */
export function CollectionDraw({ collectionId, collectionName }: { collectionId: string; collectionName: string }) {
  const dispatch = useAppDispatch();
  const { user, isObserving, checking } = useSessionUser();
  const [draw, { isLoading }] = useClaimCardMutation();
  const { data: draws } = useMyDrawsQuery({ collectionId }, { skip: !user });
  const left = draws?.collections.find((held) => held.collectionId === collectionId);
  const [card, setCard] = useState<TCard | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function onDraw() {
    const requestId = crypto.randomUUID();
    // The card shows here: the server's notice of it needs no toast in this tab.
    dispatch(ownRequestsActions.toldHere(requestId));
    setFailure(null);
    try {
      setCard(await draw({ collectionId, requestId, revealed: true }).unwrap());
    } catch (error) {
      dispatch(ownRequestsActions.released(requestId));
      setFailure(extractErrorText(error));
    }
  }

  const drawButton = (loading: boolean) => (
    <Button onClick={() => void onDraw()} loading={loading} disabled={isObserving} aria-label={`Draw a card of ${collectionName}`}>
      Draw a card
    </Button>
  );
  return (
    <Stack gap="sm">
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {card && (
        <Stack gap="sm" className={classes.claimed}>
          <div className={classes.claimedCard}>
            <CollectibleCard card={card} fullWidth />
          </div>
          <Button component={Link} to="/inventory" variant="light">
            View Inventory
          </Button>
        </Stack>
      )}
      <Group>
        {checking ? (
          // A stored session is being checked: a member is not asked to log in meanwhile.
          drawButton(true)
        ) : !user ? (
          <Button component={Link} to="/login" onClick={keepThisPage} {...VISITOR_ONLY}>
            Log in to claim a free card
          </Button>
        ) : (
          left?.left !== 0 && drawButton(isLoading)
        )}
        {left && (
          <Text size="sm" c="dimmed" data-testid="collection-draws-left">
            {left.left === 0 ? `No draws left in ${collectionName}: its ways to earn are below` : drawsLeftText(left)}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
