import { act, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PREFIX, NOTIFICATION_PATHS, WALLET_PATHS } from '@arcana/shared';
import { ZRequestIdBody, type NotificationEvent } from '@arcana/shared/schemas';
import { installFakePhantom } from '../../../../../tools/fake-phantom';
import { seedSession } from '../sessions';
import { credentialsReceived } from '../../state/session.slice';
import { createStore } from '../../state/store';
import { hideAllToasts, serveApi, serveRealtime, toastsTitled } from '../../test-api';
import { buildUser, COMPONENT_TEST_TIMEOUT_MS } from '../../test-support';
import { PHANTOM_WEBSITE } from './phantom';
import { useWallet } from './useWallet';
import { walletActions } from '../../state/wallet.slice';

// Mantine's first render and the toasts' lazy chunk take seconds on a busy two-core machine.
configure({ asyncUtilTimeout: 5_000 });

const KEY = '7EYnhQoR9YM3N7UoaKRoA44Uy8JeaZV3qyouov87awMs';
const user = buildUser();
/** The server's notification, naming the request that caused it (another tab's when none is given). */
const echo = (type: 'wallet_linked' | 'wallet_unlinked', title: string, message: string, requestId: string): NotificationEvent => ({
  requestId,
  notification: {
    id: crypto.randomUUID(),
    type,
    title,
    message,
    read: false,
    createdAt: new Date().toISOString(),
    redirectUrl: null,
    count: 1,
    card: null,
  },
});
const linkedEcho = (requestId: string = crypto.randomUUID()) =>
  echo('wallet_linked', 'Wallet Connected', 'Wallet 7EYn...awMs is now linked to your account.', requestId);
const unlinkedEcho = (requestId: string) =>
  echo('wallet_unlinked', 'Wallet Disconnected', 'Wallet 7EYn...awMs is no longer linked to your account.', requestId);

/** The request id a call's JSON body carried. */
const requestIdOf = async (request: Request) => ZRequestIdBody.parse(await request.clone().json()).requestId;

function WalletControls() {
  const wallet = useWallet();
  return (
    <>
      <button onClick={() => void wallet.connect()}>Connect</button>
      <button onClick={() => void wallet.disconnect()}>Disconnect</button>
    </>
  );
}

/** The server's nonce for this page's origin (the fake wallet checks the domain, as Phantom does). */
const nonceReply = () => ({
  nonce: 'nonce-1',
  domain: location.host,
  uri: location.origin,
  version: '1',
  chainId: 'mainnet',
  statement: 'Connect wallet to the product',
  issuedAt: new Date().toISOString(),
  expirationTime: new Date(Date.now() + 60_000).toISOString(),
});

/** A signed-in tab with its realtime link, showing toasts as the app does. */
function openTab() {
  const store = createStore();
  store.dispatch(credentialsReceived({ token: 'access', refreshToken: 'refresh' }));
  store.dispatch(seedSession(user));
  const realtime = serveRealtime(store);
  render(
    <Provider store={store}>
      <MantineProvider env="test">
        <Notifications />
        <WalletControls />
      </MantineProvider>
    </Provider>,
  );
  return { store, realtime };
}

/** A call the test answers when it chooses, so the server's echo can come before or after the reply. */
function heldReply(body: unknown) {
  let release!: () => void;
  const answered = new Promise<void>((resolve) => (release = resolve));
  const held = {
    /** The id the call named, once it has come. */
    requestId: undefined as string | undefined,
    release: () => release(),
    handler: async (_url: URL, request: Request) => {
      held.requestId = await requestIdOf(request);
      await answered;
      return body;
    },
  };
  return held;
}

/** The toasts' library shows a toast a few ticks after it is asked; wait for them to settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 300)));

let server: ReturnType<typeof serveApi>;
beforeEach(() => localStorage.clear());
afterEach(() => {
  server?.restore();
  hideAllToasts();
  delete (window as { phantom?: unknown }).phantom;
  vi.restoreAllMocks();
});

describe('the wallet toasts', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it.each(['before', 'after'])('show one toast for a connect, when the server’s notification arrives %s the link’s reply', async (when) => {
    installFakePhantom({});
    const link = heldReply({ message: 'Wallet linked', user: { ...user, wallet: { publicKey: KEY } } });
    server = serveApi({
      [`POST ${API_PREFIX}${WALLET_PATHS.nonce}`]: nonceReply,
      [`POST ${API_PREFIX}${WALLET_PATHS.link}`]: link.handler,
    });
    const { store, realtime } = openTab();
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(link.requestId).toBeDefined());
    if (when === 'before') realtime.fire('notificationCreated', linkedEcho(link.requestId!));
    link.release();
    expect(await screen.findByText('Your wallet has been successfully linked')).toBeInTheDocument();
    if (when === 'after') realtime.fire('notificationCreated', linkedEcho(link.requestId!));
    await settle();

    expect(toastsTitled('Wallet Connected')).toHaveLength(1);
    expect(screen.queryByText(/is now linked to your account/)).not.toBeInTheDocument();
    // Only that one echo was awaited: the next notification of the kind toasts again.
    expect(store.getState().ownRequests.toldHere).toEqual([]);
  });

  it('show one toast for a disconnect', async () => {
    let requestId = '';
    server = serveApi({
      [`POST ${API_PREFIX}${WALLET_PATHS.unlink}`]: async (_url, request) => {
        requestId = await requestIdOf(request);
        return { message: 'Wallet unlinked', user };
      },
    });
    const { store, realtime } = openTab();
    act(() => void store.dispatch(walletActions.connected(KEY)));
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Your wallet has been disconnected')).toBeInTheDocument();
    realtime.fire('notificationCreated', unlinkedEcho(requestId));
    await settle();
    expect(toastsTitled('Wallet Disconnected')).toHaveLength(1);
    expect(screen.queryByText(/is no longer linked/)).not.toBeInTheDocument();
  });

  it('let a failed link announce nothing: a later notification of the kind still toasts', async () => {
    installFakePhantom({});
    server = serveApi({
      [`POST ${API_PREFIX}${WALLET_PATHS.nonce}`]: nonceReply,
      [`POST ${API_PREFIX}${WALLET_PATHS.link}`]: () =>
        new Response(JSON.stringify({ error: 'This wallet is linked to another account', code: 'WALLET_TAKEN' }), { status: 409 }),
    });
    const { store, realtime } = openTab();
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Connection Failed')).toBeInTheDocument();
    expect(store.getState().ownRequests.toldHere).toEqual([]);
    // Linked from another tab meanwhile: this tab has said nothing about it, so the notification shows.
    realtime.fire('notificationCreated', linkedEcho());
    expect(await screen.findByText(/is now linked to your account/)).toBeInTheDocument();
  });

  it('say that Phantom is not installed when its website opens instead', async () => {
    server = serveApi({});
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    openTab();
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Phantom wallet is not installed')).toBeInTheDocument();
    expect(open).toHaveBeenCalledWith(PHANTOM_WEBSITE, '_blank', 'noopener,noreferrer');
    // Nothing asked of the server for the wallet (the realtime link reads the notification preferences, as in every tab).
    expect(server.requests.filter((request) => request !== `GET ${API_PREFIX}${NOTIFICATION_PATHS.preferences}`)).toEqual([]);
  });
});
