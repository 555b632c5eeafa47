import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { shortAddress } from '@arcana/shared';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../state/store';
import { serveApi } from '../../test-api';
import { WalletButton } from './WalletButton';
import { walletActions } from '../../state/wallet.slice';
import { COMPONENT_TEST_TIMEOUT_MS } from '../../test-support';

const KEY = '7EYnhQoR9YM3N7UoaKRoA44Uy8JeaZV3qyouov87awMs';

function renderConnected() {
  const store = createStore();
  store.dispatch(walletActions.connected(KEY));
  render(
    <Provider store={store}>
      {/* No transitions: the menu and the dialog open at once, however busy the machine is. */}
      <MantineProvider env="test">
        <WalletButton />
      </MantineProvider>
    </Provider>,
  );
  return store;
}

async function openDisconnectDialog() {
  await userEvent.click(screen.getByRole('button', { name: `Wallet ${shortAddress(KEY)}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Disconnect Wallet' }));
  return screen.findByRole('dialog', { name: 'Disconnect wallet?' });
}

let balances = { publicKey: KEY, sol: 2.5, usdt: 12.5 };
let server: ReturnType<typeof serveApi> | undefined;
const serveBalances = () => (server = serveApi({ [`GET /api/users/phantom/balances/${KEY}`]: () => balances }));

afterEach(() => {
  server?.restore();
  vi.restoreAllMocks();
});

describe('disconnecting the wallet', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('asks first, in a labelled dialog that takes the focus and says the wallet is unlinked too', async () => {
    serveBalances();
    renderConnected();
    const dialog = await openDisconnectDialog();
    expect(dialog).toHaveTextContent('This also unlinks the wallet from your account.');
    expect(within(dialog).getByRole('button', { name: 'Disconnect' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
  });

  it.each([
    ['Cancel', () => userEvent.click(screen.getByRole('button', { name: 'Cancel' }))],
    ['Escape', () => userEvent.keyboard('{Escape}')],
  ])('changes nothing when %s closes the dialog', async (_, close) => {
    const { requests } = serveBalances();
    const store = renderConnected();
    await openDisconnectDialog();
    await close();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The menu read the balances; nothing was written.
    expect(requests.filter((request) => !request.startsWith('GET '))).toEqual([]);
    expect(store.getState().wallet).toMatchObject({ connected: true, publicKey: KEY });
    expect(screen.getByRole('button', { name: `Wallet ${shortAddress(KEY)}` })).toBeInTheDocument();
  });
});

describe('the wallet menu', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('shows the SOL and USDT of the wallet, read afresh each time it opens, and offers Send USDT', async () => {
    const { callsTo } = serveBalances();
    renderConnected();
    const walletButton = screen.getByRole('button', { name: `Wallet ${shortAddress(KEY)}` });
    await userEvent.click(walletButton);
    expect(await screen.findByText('2.5 SOL')).toBeInTheDocument();
    expect(screen.getByText('12.5 USDT')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Send USDT' })).toBeEnabled();

    await userEvent.keyboard('{Escape}');
    balances = { ...balances, usdt: 7 };
    await userEvent.click(walletButton);
    expect(await screen.findByText('7 USDT')).toBeInTheDocument();
    expect(callsTo(`/api/users/phantom/balances/${KEY}`)).toHaveLength(2);
  });
});
