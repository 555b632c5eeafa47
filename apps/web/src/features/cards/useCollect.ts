import { useCallback } from 'react';
import type { TCard } from '@arcana/shared/schemas';
import { useCollectMutation } from './cards.api';
import { ownRequestsActions } from '../../state/own-requests.slice';
import { useAppDispatch, useAppSelector } from '../../state/store';

/**
 * Collects a card for the connected wallet; each call is a new attempt with a fresh request id. The
 * caller shows the card (the reveal, the pair's popup), so the server's notification of it does not
 * toast here, and the collect says so: the card is stored seen, not 'NEW!' in the inventory after.
 */
export function useCollect() {
  const dispatch = useAppDispatch();
  const publicKey = useAppSelector((s) => s.wallet.publicKey);
  const [collectMutation, { isLoading }] = useCollectMutation();
  const collect = useCallback(async (): Promise<TCard> => {
    if (!publicKey) throw new Error('No wallet connected');
    const requestId = crypto.randomUUID();
    dispatch(ownRequestsActions.toldHere(requestId));
    return collectMutation({ publicKey, requestId, revealed: true })
      .unwrap()
      .catch((error: unknown) => {
        dispatch(ownRequestsActions.released(requestId));
        throw error;
      });
  }, [collectMutation, dispatch, publicKey]);
  return { collect, isCollecting: isLoading, publicKey };
}
