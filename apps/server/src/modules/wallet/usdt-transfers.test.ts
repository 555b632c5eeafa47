import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TRANSFER_MESSAGES, USDT_MINT, WALLET_PATHS } from '@arcana/shared';
import type { TPreparedUsdtTransfer } from '@arcana/shared/schemas';
import { callSolanaRpc } from '../../../../../tools/fake-solana-control.js';
import { signWireTransaction } from '../../../../../tools/sign-wire-transaction.js';
import { createTestWallet, type TestWallet } from '../../../../../tools/wallet-keys.js';
import { buildUser, buildUserWithWallet, get, observerTokenFor, post } from '../../../test/factories.js';
import { useSolanaTestApp } from '../../../test/solana-test-app.js';
import { notifications, usdtTransfers } from '../../db/schema.js';
import { usdtAccountOf } from './usdt-transaction.js';

const { t, rpc } = useSolanaTestApp({ timeoutMs: 2000, confirmWaitMs: 1500 });

type Sender = Awaited<ReturnType<typeof buildUserWithWallet>>;

/** A user whose linked wallet holds `usdt` and 1 SOL. */
async function sender(usdt = 20, lamports = 1_000_000_000): Promise<Sender> {
  const user = await buildUserWithWallet(t);
  await rpc.setBalance(user.wallet.publicKey, { lamports, tokens: { [USDT_MINT]: usdt } });
  return user;
}

const prepare = (user: { token: string }, body: Record<string, unknown>) => post(t, `/api${WALLET_PATHS.transferUsdt}`, body, user.token);
const confirm = (user: { token: string }, body: Record<string, unknown>) =>
  post(t, `/api${WALLET_PATHS.confirmUsdtTransfer}`, body, user.token);

/** What Phantom does with the prepared transaction: sign it with the wallet's key and send it to the network. */
async function signAndSend(prepared: TPreparedUsdtTransfer, wallet: TestWallet): Promise<string> {
  return callSolanaRpc<string>(rpc.url, 'sendTransaction', [signWireTransaction(prepared.transaction, wallet), { encoding: 'base64' }]);
}

async function preparedFor(user: Sender, recipient: string, amount: string): Promise<TPreparedUsdtTransfer> {
  const res = await prepare(user, { recipient, amount });
  expect(res.status).toBe(200);
  return res.body as unknown as TPreparedUsdtTransfer;
}

describe('USDT transfers from the linked wallet', () => {
  it('prepares the transfer the wallet signs and sends, making the recipient’s account; confirms and records it', async () => {
    const user = await sender(20);
    const recipient = createTestWallet().publicKey;
    const prepared = await preparedFor(user, recipient, '5.25');
    expect(prepared).toMatchObject({ recipient, amount: '5.25', createsRecipientAccount: true, solCost: 0.00204428 });
    expect(rpc.requests.some(({ method }) => method === 'getLatestBlockhash')).toBe(true);

    const signature = await signAndSend(prepared, user.wallet);
    const confirmed = await confirm(user, { transferId: prepared.transferId, signature });
    expect(confirmed).toMatchObject({
      status: 200,
      body: { id: prepared.transferId, from: user.wallet.publicKey, to: recipient, amount: '5.25', status: 'confirmed', signature },
    });
    expect(await rpc.tokenBalance(user.wallet.publicKey, USDT_MINT)).toBe(14.75);
    expect(await rpc.tokenBalance(recipient, USDT_MINT)).toBe(5.25);

    // Asking again is safe; the history and a notification say it.
    expect((await confirm(user, { transferId: prepared.transferId, signature })).body).toEqual(confirmed.body);
    expect((await get(t, `/api${WALLET_PATHS.usdtTransfers}`, user.token)).body).toEqual({ transfers: [confirmed.body] });
    const notifications = await get(t, '/api/notifications', user.token);
    expect(JSON.stringify(notifications.body)).toContain(`You sent 5.25 USDT to`);
  });

  it('leaves out the account when the recipient has one', async () => {
    const user = await sender(20);
    const recipient = createTestWallet().publicKey;
    await rpc.setBalance(recipient, { tokens: { [USDT_MINT]: 1 } });
    const prepared = await preparedFor(user, recipient, '2');
    expect(prepared).toMatchObject({ createsRecipientAccount: false, solCost: 0.000005 });
    const signature = await signAndSend(prepared, user.wallet);
    expect((await confirm(user, { transferId: prepared.transferId, signature })).body.status).toBe('confirmed');
    expect(await rpc.tokenBalance(recipient, USDT_MINT)).toBe(3);
  });

  it('refuses what the network would refuse, with a clear error, and records nothing', async () => {
    const user = await sender(10, 2_500_000);
    const friend = createTestWallet().publicKey;
    const holder = await sender(1);
    const cases: Array<[body: Record<string, unknown>, status: number, code: string, message: string]> = [
      [{ recipient: friend, amount: '10.000001' }, 400, 'INSUFFICIENT_USDT', TRANSFER_MESSAGES.insufficientUsdt],
      // 2,500,000 lamports pay the fee and the new account (2,044,280) but would leave the wallet below its own rent (890,880).
      [{ recipient: friend, amount: '1' }, 400, 'INSUFFICIENT_SOL', TRANSFER_MESSAGES.insufficientSol],
      [{ recipient: user.wallet.publicKey, amount: '1' }, 400, 'VALIDATION_ERROR', TRANSFER_MESSAGES.recipientIsSelf],
      [{ recipient: 'not-an-address', amount: '1' }, 400, 'VALIDATION_ERROR', TRANSFER_MESSAGES.recipientInvalid],
      [{ recipient: friend, amount: '1.1234567' }, 400, 'VALIDATION_ERROR', TRANSFER_MESSAGES.amountTooPrecise],
      [{ recipient: friend, amount: '0' }, 400, 'VALIDATION_ERROR', TRANSFER_MESSAGES.amountNotPositive],
      [{ recipient: friend, amount: 5 }, 400, 'VALIDATION_ERROR', TRANSFER_MESSAGES.amountRequired],
      [
        { recipient: await usdtAccountOf(holder.wallet.publicKey), amount: '1' },
        400,
        'RECIPIENT_IS_TOKEN_ACCOUNT',
        TRANSFER_MESSAGES.recipientIsTokenAccount,
      ],
    ];
    for (const [body, status, code, message] of cases) {
      const res = await prepare(user, body);
      expect({ body, status: res.status, code: res.body.code }).toEqual({ body, status, code });
      expect(res.body.error).toContain(message);
    }
    const unlinked = await buildUser(t);
    expect(await prepare(unlinked, { recipient: friend, amount: '1' })).toMatchObject({
      status: 409,
      body: { code: 'WALLET_NOT_LINKED', error: TRANSFER_MESSAGES.walletNotLinked },
    });
    expect((await get(t, `/api${WALLET_PATHS.usdtTransfers}`, user.token)).body).toEqual({ transfers: [] });
  });

  it('confirms only the linked wallet’s signature of that very transaction, and only for its owner', async () => {
    const user = await sender(20);
    const prepared = await preparedFor(user, createTestWallet().publicKey, '1');
    const forged = createTestWallet().signBytes(new Uint8Array(64));
    const { default: bs58 } = await import('bs58');
    expect(await confirm(user, { transferId: prepared.transferId, signature: bs58.encode(forged) })).toMatchObject({
      status: 400,
      body: { code: 'TRANSFER_SIGNATURE_INVALID' },
    });
    const signature = await signAndSend(prepared, user.wallet);
    const stranger = await buildUser(t);
    expect((await confirm(stranger, { transferId: prepared.transferId, signature })).body.code).toBe('TRANSFER_NOT_FOUND');
    expect((await confirm(user, { transferId: randomUUID(), signature })).status).toBe(404);
    expect((await confirm(user, { transferId: prepared.transferId, signature })).status).toBe(200);
  });

  it('answers 202 while the network has not confirmed it; the history settles it once it has', async () => {
    const user = await sender(20);
    const prepared = await preparedFor(user, createTestWallet().publicKey, '1');
    rpc.holdConfirmations(true);
    try {
      const signature = await signAndSend(prepared, user.wallet);
      expect(await confirm(user, { transferId: prepared.transferId, signature })).toMatchObject({
        status: 202,
        body: { status: 'submitted', signature },
      });
      rpc.holdConfirmations(false);
      // The dialog was closed meanwhile: reading the history settles it.
      const listed = await get(t, `/api${WALLET_PATHS.usdtTransfers}`, user.token);
      expect(listed.body).toMatchObject({ transfers: [{ id: prepared.transferId, status: 'confirmed', signature }] });
      expect((await confirm(user, { transferId: prepared.transferId, signature })).body.status).toBe('confirmed');
    } finally {
      rpc.holdConfirmations(false);
    }
  });

  it('lists a waiting transfer to an observer as it is stored: reading settles nothing and tells the user nothing', async () => {
    const user = await sender(20);
    const prepared = await preparedFor(user, createTestWallet().publicKey, '1');
    rpc.holdConfirmations(true);
    try {
      const signature = await signAndSend(prepared, user.wallet);
      expect((await confirm(user, { transferId: prepared.transferId, signature })).status).toBe(202);
    } finally {
      rpc.holdConfirmations(false);
    }
    const { sub: userId } = await t.deps.tokens.verifyAccess(user.token);
    const noticesBefore = await t.deps.db.select().from(notifications).where(eq(notifications.userId, userId));
    const observer = await observerTokenFor(t, user.token);
    const seen = await get(t, `/api${WALLET_PATHS.usdtTransfers}`, observer);
    expect(seen.body).toMatchObject({ transfers: [{ id: prepared.transferId, status: 'submitted' }] });
    const [stored] = await t.deps.db.select().from(usdtTransfers).where(eq(usdtTransfers.id, prepared.transferId));
    expect(stored?.status).toBe('submitted');
    const noticesAfter = await t.deps.db.select().from(notifications).where(eq(notifications.userId, userId));
    // Observing itself tells the user once ('An admin viewed your account'); the transfer tells them nothing.
    expect(noticesAfter.filter((notice) => notice.type !== 'system')).toEqual(noticesBefore.filter((notice) => notice.type !== 'system'));
    // The user's own look settles it.
    expect((await get(t, `/api${WALLET_PATHS.usdtTransfers}`, user.token)).body).toMatchObject({
      transfers: [{ id: prepared.transferId, status: 'confirmed' }],
    });
  });

  it('says a transfer expired when its blockhash passed before it was sent, and nothing moved', async () => {
    const user = await sender(20);
    const prepared = await preparedFor(user, createTestWallet().publicKey, '1');
    const { default: bs58 } = await import('bs58');
    const { getBase64Encoder, getTransactionDecoder } = await import('@solana/kit');
    // Signed, never sent: the wallet was closed before it sent it.
    const messageBytes = new Uint8Array(getTransactionDecoder().decode(getBase64Encoder().encode(prepared.transaction)).messageBytes);
    const signature = bs58.encode(user.wallet.signBytes(messageBytes));
    rpc.advanceBlocks(200);
    expect(await confirm(user, { transferId: prepared.transferId, signature })).toMatchObject({
      status: 410,
      body: { code: 'TRANSFER_EXPIRED', error: TRANSFER_MESSAGES.expired },
    });
    expect(await rpc.tokenBalance(user.wallet.publicKey, USDT_MINT)).toBe(20);
  });

  it('refuses observers', async () => {
    const user = await sender(20);
    const observer = await observerTokenFor(t, user.token);
    expect(
      await post(t, `/api${WALLET_PATHS.transferUsdt}`, { recipient: createTestWallet().publicKey, amount: '1' }, observer),
    ).toMatchObject({
      status: 403,
      body: { code: 'OBSERVER_READ_ONLY' },
    });
  });
});
