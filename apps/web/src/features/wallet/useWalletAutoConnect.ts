import { useEffect } from 'react';
import { WALLET_AUTO_CONNECT_DELAY_MS } from '@arcana/shared';
import { useSignedInSession } from '../sessions';
import { useAppDispatch, useAppStore } from '../../state/store';
import { connectPhantom, getPhantom, keyToString } from './phantom';
import { walletActions } from '../../state/wallet.slice';

/**
 * About 1 s after login, reconnects the extension silently when its key is the account's wallet;
 * another key is disconnected. Follows the extension's account and disconnect events
 * (docs/product-rules.md "Wallet").
 */
export function useWalletAutoConnect() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const { session } = useSignedInSession();
  const linkedKey = session?.user.wallet?.publicKey ?? null;

  useEffect(() => {
    const provider = getPhantom();
    // A wallet connected here a moment ago (its link refreshed the account) needs no reconnecting.
    const wallet = store.getState().wallet;
    if (!provider || !linkedKey || (wallet.connected && wallet.publicKey === linkedKey)) return;
    // Connecting from now on, not after the delay: the header and the landing button never offer to
    // connect a wallet that is about to reconnect by itself.
    dispatch(walletActions.connecting({ auto: true }));
    let started = false;
    const timer = setTimeout(() => {
      started = true;
      connectPhantom(provider, { onlyIfTrusted: true })
        .then(async (key) => {
          if (key === linkedKey) dispatch(walletActions.connected(key));
          else {
            await provider.disconnect().catch(() => undefined);
            dispatch(walletActions.disconnected());
          }
        })
        .catch(() => dispatch(walletActions.failed(null)));
    }, WALLET_AUTO_CONNECT_DELAY_MS);
    return () => {
      clearTimeout(timer);
      if (!started) dispatch(walletActions.failed(null));
    };
  }, [dispatch, linkedKey, store]);

  useEffect(() => {
    const provider = getPhantom();
    if (!provider) return;
    const onAccountChanged = (key?: { toString(): string } | null) =>
      dispatch(key ? walletActions.accountChanged(keyToString(key)) : walletActions.disconnected());
    const onDisconnect = () => dispatch(walletActions.disconnected());
    provider.on('accountChanged', onAccountChanged);
    provider.on('disconnect', onDisconnect);
    return () => {
      provider.removeListener?.('accountChanged', onAccountChanged as (...args: unknown[]) => void);
      provider.removeListener?.('disconnect', onDisconnect);
    };
  }, [dispatch]);
}
