import { useCallback } from 'react';
import { DRAW_CREDIT_MESSAGES, nextDailyGrantAt } from '@arcana/shared';
import type { TCard } from '@arcana/shared/schemas';
import { errorCode } from '../../api/error-text';
import { toast } from '../../components/toast';
import { timeOfDay } from './draw-times';
import { useCollectMutation } from './cards.api';
import { ownRequestsActions } from '../../state/own-requests.slice';
import { useAppDispatch, useAppSelector } from '../../state/store';

/**
 * Collects a card for the connected wallet; each call is a new attempt with a fresh request id. The
 * caller shows the card (the reveal, the pair's popup), so the server's notification of it does not
 * toast here, and the collect says so: the card is stored seen, not 'NEW!' in the inventory after.
 * A collect refused for want of draws says so itself; the caller need not.
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
        // Out of draws: said here, with when the next free one comes, wherever the collect was pressed.
        if (errorCode(error) === 'NO_DRAWS_LEFT') {
          toast.info(DRAW_CREDIT_MESSAGES.noDrawsLeftTitle, DRAW_CREDIT_MESSAGES.nextFreeDraw(timeOfDay(nextDailyGrantAt(new Date()))));
        }
        throw error;
      });
  }, [collectMutation, dispatch, publicKey]);
  return { collect, isCollecting: isLoading, publicKey };
}
