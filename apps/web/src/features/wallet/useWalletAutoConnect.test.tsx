import { render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WALLET_AUTO_CONNECT_DELAY_MS } from '@arcana/shared';
import { installFakePhantom } from '../../../../../tools/fake-phantom';
import { seedSession } from '../sessions';
import { credentialsReceived } from '../../state/session.slice';
import { createStore, type AppStore } from '../../state/store';
import { buildUser } from '../../test-support';
import { getPhantom, keyToString } from './phantom';
import { useWalletAutoConnect } from './useWalletAutoConnect';
import { walletActions } from '../../state/wallet.slice';

function AutoConnect() {
  useWalletAutoConnect();
  return null;
}

/** The extension's key, after the user once trusted this site (so a silent connect succeeds). */
async function trustedWalletKey(): Promise<string> {
  installFakePhantom({});
  const { publicKey } = await getPhantom()!.connect();
  await getPhantom()!.disconnect();
  return keyToString(publicKey);
}

function signedInWith(walletKey: string): AppStore {
  const store = createStore();
  store.dispatch(credentialsReceived({ token: 'access', refreshToken: 'refresh' }));
  store.dispatch(seedSession(buildUser({ wallet: { publicKey: walletKey } })));
  return store;
}

beforeEach(() => localStorage.clear());
afterEach(() => void delete (window as { phantom?: unknown }).phantom);

describe('the wallet auto-connect', () => {
  it('counts as connecting from the moment the account’s wallet is known, then connects after the delay', async () => {
    const key = await trustedWalletKey();
    const store = signedInWith(key);
    render(
      <Provider store={store}>
        <AutoConnect />
      </Provider>,
    );
    // Nothing offers 'Claim With Phantom' or 'Connect Wallet' during the delay.
    expect(store.getState().wallet).toMatchObject({ isLoading: true, isAutoConnecting: true, connected: false });
    await waitFor(() => expect(store.getState().wallet).toMatchObject({ connected: true, publicKey: key, isLoading: false }), {
      timeout: WALLET_AUTO_CONNECT_DELAY_MS * 5,
    });
  });

  it('leaves alone a wallet this tab has just connected and linked', async () => {
    const key = await trustedWalletKey();
    const store = signedInWith(key);
    store.dispatch(walletActions.connected(key));
    render(
      <Provider store={store}>
        <AutoConnect />
      </Provider>,
    );
    expect(store.getState().wallet).toMatchObject({ connected: true, isLoading: false });
  });
});
