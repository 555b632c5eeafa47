import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRANSFER_MESSAGES, WALLET_PATHS } from '@arcana/shared';
import type { TPreparedUsdtTransfer } from '@arcana/shared/schemas';
import { createStore } from '../../../state/store';
import { jsonResponse, serveApi } from '../../../test-api';
import { COMPONENT_TEST_TIMEOUT_MS } from '../../../test-support';
import SendUsdtDialog from './SendUsdtDialog';
import { SEND_USDT_TEXT } from './useSendUsdt';

const MINE = '7EYnhQoR9YM3N7UoaKRoA44Uy8JeaZV3qyouov87awMs';
const FRIEND = 'BPFLoaderUpgradeab1e11111111111111111111111';
const SIGNATURE = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';
const prepared: TPreparedUsdtTransfer = {
  transferId: '0b6c9a5e-6a43-4a8f-9d4e-2f1f8e1c7a11',
  message: '3Bxs4Bc3VYuGVB19',
  transaction: 'AQID',
  recipient: FRIEND,
  amount: '5',
  createsRecipientAccount: true,
  solCost: 0.00204428,
  lastValidBlockHeight: 100,
};

const api = {
  [`GET /api/users/phantom/balances/${MINE}`]: () => ({ publicKey: MINE, sol: 1, usdt: 12.5 }),
  [`GET /api${WALLET_PATHS.usdtTransfers}`]: () => ({ transfers: [] }),
  [`POST /api${WALLET_PATHS.transferUsdt}`]: () => prepared,
  [`POST /api${WALLET_PATHS.confirmUsdtTransfer}`]: () => ({
    id: prepared.transferId,
    from: MINE,
    to: FRIEND,
    amount: '5',
    status: 'confirmed',
    signature: SIGNATURE,
    createdAt: new Date().toISOString(),
    confirmedAt: new Date().toISOString(),
  }),
};

let server: ReturnType<typeof serveApi>;
const request = vi.fn<(args: { method: string; params?: unknown }) => Promise<unknown>>();

function installPhantom(publicKey = MINE) {
  window.phantom = {
    solana: {
      isPhantom: true,
      publicKey: { toBase58: () => publicKey, toString: () => publicKey },
      connect: vi.fn(),
      disconnect: vi.fn(),
      signMessage: vi.fn(),
      on: vi.fn(),
      request,
    },
  };
}

function renderDialog() {
  render(
    <Provider store={createStore()}>
      <MantineProvider env="test">
        <SendUsdtDialog linkedAddress={MINE} opened onClose={() => undefined} />
      </MantineProvider>
    </Provider>,
  );
  return screen.getByRole('dialog', { name: 'Send USDT' });
}

async function review(recipient: string, amount: string) {
  const dialog = renderDialog();
  if (recipient) await userEvent.type(within(dialog).getByLabelText('Recipient address'), recipient);
  if (amount) await userEvent.type(within(dialog).getByLabelText('Amount (USDT)'), amount);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
  return dialog;
}

beforeEach(() => {
  request.mockReset();
  installPhantom();
});
afterEach(() => {
  server.restore();
  delete window.phantom;
});

describe('sending USDT', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('prepares on the server, has Phantom sign and send the message, and says when the network confirmed it', async () => {
    server = serveApi(api);
    request.mockResolvedValue({ signature: SIGNATURE, publicKey: MINE });
    const dialog = await review(FRIEND, '5');
    expect(await within(dialog).findByText(/You are sending/)).toHaveTextContent('You are sending 5 USDT to');
    expect(dialog).toHaveTextContent('Network fee and the recipient’s new USDT account: 0.00204428 SOL');
    expect(server.requests).toContain(`POST /api${WALLET_PATHS.transferUsdt}`);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve in Phantom' }));
    expect(await within(dialog).findByText(/^Sent 5 USDT to/)).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith({ method: 'signAndSendTransaction', params: { message: prepared.message } });
    expect(within(dialog).getByRole('link', { name: 'View on Solscan' })).toHaveAttribute('href', `https://solscan.io/tx/${SIGNATURE}`);
  });

  it('checks the form with the server’s rules before asking it', async () => {
    server = serveApi(api);
    let dialog = await review('', '');
    expect(dialog).toHaveTextContent(TRANSFER_MESSAGES.recipientRequired);
    expect(dialog).toHaveTextContent(TRANSFER_MESSAGES.amountRequired);
    cleanup();
    dialog = await review(MINE, '1.1234567');
    expect(dialog).toHaveTextContent(TRANSFER_MESSAGES.recipientIsSelf);
    expect(dialog).toHaveTextContent(TRANSFER_MESSAGES.amountTooPrecise);
    expect(server.callsTo(`/api${WALLET_PATHS.transferUsdt}`)).toEqual([]);
  });

  it('puts the server’s refusal under the field it is about', async () => {
    server = serveApi({
      ...api,
      [`POST /api${WALLET_PATHS.transferUsdt}`]: () =>
        jsonResponse(400, { error: TRANSFER_MESSAGES.insufficientUsdt, code: 'INSUFFICIENT_USDT' }),
    });
    const dialog = await review(FRIEND, '500');
    const amount = within(dialog).getByLabelText('Amount (USDT)');
    await waitFor(() => expect(amount).toHaveAccessibleDescription(TRANSFER_MESSAGES.insufficientUsdt));
  });

  it('goes back to the review when Phantom is refused, and will not ask a Phantom on another account', async () => {
    server = serveApi(api);
    request.mockRejectedValue(Object.assign(new Error('User rejected the request.'), { code: 4001 }));
    const dialog = await review(FRIEND, '5');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Approve in Phantom' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SEND_USDT_TEXT.declined);
    expect(server.callsTo(`/api${WALLET_PATHS.confirmUsdtTransfer}`)).toEqual([]);

    installPhantom(FRIEND);
    request.mockClear();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve in Phantom' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SEND_USDT_TEXT.otherAccount(MINE));
    expect(request).not.toHaveBeenCalled();
  });
});
