import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { extractErrorText } from '../../api/error-text';
import { ownRequestsActions } from '../../state/own-requests.slice';
import { useAppDispatch } from '../../state/store';
import { drawsLeftText, useMyDrawsQuery } from '../cards';
import { keepThisPage, signInHref, useSessionUser } from '../sessions';
import { VISITOR_ONLY } from '../../components/stored-session-mark';
import { useClaimCardMutation } from './projects.api';
import { DrawReveal, type DrawRun } from './DrawReveal';

/** Draws asked in one go at most: a run is watched card by card, and each draw counts in the draw limit. */
const MAX_RUN = 10;

/**
 * Drawing a card of a published collection (docs/product-rules.md "Draws are earned"): sign in, then
 * draw while draws are left, with no wallet (the collection's welcome draw first, then what was
 * earned there), one at a time or several in a row; each card is revealed as it arrives (DrawReveal),
 * stored seen. Whatever the server refuses (none left, sold out, suspended) is said as it says it.
 */
export function CollectionDraw({ collectionId, collectionName }: { collectionId: string; collectionName: string }) {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const { user, isObserving, checking } = useSessionUser();
  const [claim] = useClaimCardMutation();
  const { data: draws } = useMyDrawsQuery({ collectionId }, { skip: !user });
  const left = draws?.collections.find((held) => held.collectionId === collectionId);
  const [run, setRun] = useState<DrawRun | null>(null);
  const [runKey, setRunKey] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);

  /** Draws `count` cards one after another into the run (a new one unless `more`), stopping at the first refusal. */
  async function drawSome(count: number, more = false) {
    setFailure(null);
    if (!more) setRunKey((key) => key + 1);
    setRun((current) => ({ cards: more && current ? current.cards : [], pending: count }));
    for (let drawn = 0; drawn < count; drawn += 1) {
      const requestId = crypto.randomUUID();
      // The card is revealed here: the server's notice of it needs no toast in this tab.
      dispatch(ownRequestsActions.toldHere(requestId));
      try {
        const card = await claim({ collectionId, requestId, revealed: true }).unwrap();
        setRun((current) => current && { cards: [...current.cards, card], pending: current.pending - 1 });
      } catch (error) {
        dispatch(ownRequestsActions.released(requestId));
        setFailure(extractErrorText(error));
        setRun((current) => current && { ...current, pending: 0 });
        return;
      }
    }
  }

  const drawing = (run?.pending ?? 0) > 0;
  const drawButton = (loading: boolean) => (
    <Button onClick={() => void drawSome(1)} loading={loading} disabled={isObserving} aria-label={`Draw a card of ${collectionName}`}>
      Draw a card
    </Button>
  );
  const inARow = Math.min(left?.left ?? 0, MAX_RUN);
  return (
    <Stack gap="sm">
      {failure && !run && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {run && (
        <DrawReveal
          key={runKey}
          collectionName={collectionName}
          run={run}
          left={drawing ? null : (left?.left ?? null)}
          failure={failure}
          onDrawAgain={() => void drawSome(1, true)}
          onClose={() => setRun(null)}
        />
      )}
      <Group>
        {checking ? (
          // A stored session is being checked: a member is not asked to log in meanwhile.
          drawButton(true)
        ) : !user ? (
          <Button component={Link} to={signInHref('/login', pathname)} onClick={keepThisPage} {...VISITOR_ONLY}>
            Log in to claim a free card
          </Button>
        ) : (
          left?.left !== 0 && (
            <>
              {drawButton(drawing)}
              {inARow > 1 && (
                <Button variant="light" onClick={() => void drawSome(inARow)} disabled={isObserving || drawing}>
                  Draw {inARow} in a row
                </Button>
              )}
            </>
          )
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
