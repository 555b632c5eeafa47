import { useCallback } from 'react';
import type { TCard } from '@arcana/shared/schemas';
import { useCollectMutation } from '../../api/cards.api';
import { useAppSelector } from '../../state/store';

/** Collects a card for the connected wallet; each call is a new attempt with a fresh request id. */
export function useCollect() {
  const publicKey = useAppSelector((s) => s.wallet.publicKey);
  const [collectMutation, { isLoading }] = useCollectMutation();
  const collect = useCallback(async (): Promise<TCard> => {
    if (!publicKey) throw new Error('No wallet connected');
    return collectMutation({ publicKey, requestId: crypto.randomUUID() }).unwrap();
  }, [collectMutation, publicKey]);
  return { collect, isCollecting: isLoading, publicKey };
}
