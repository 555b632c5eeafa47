import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { fillPath, REVIEW_PATHS, REWARD_MESSAGES, REWARD_PATHS, USDT_MINT, WALLET_PATHS } from '@arcana/shared';
import { ZDonationReceiptList, ZPreparedUsdtTransfer, ZProject } from '@arcana/shared/schemas';
import { callSolanaRpc } from '../../../../../tools/fake-solana-control.js';
import { signWireTransaction } from '../../../../../tools/sign-wire-transaction.js';
import { createTestWallet, signedLinkBody, type TestWallet } from '../../../../../tools/wallet-keys.js';
import { buildAdmin, buildUserWithWallet, get, observerTokenFor, post } from '../../../test/factories.js';
import { projectHelpers } from '../../../test/projects.js';
import { useSolanaTestApp } from '../../../test/solana-test-app.js';
import { balanceOf, decided } from '../../../test/twitch.js';
import { notifications } from '../../db/schema.js';

const { t, rpc } = useSolanaTestApp({ timeoutMs: 2000, confirmWaitMs: 1500 });
const { api, send, submittedCollection } = projectHelpers(t);

const TIERS = [
  { minUsdt: 5, reward: 1 },
  { minUsdt: 20, reward: 5 },
];

/** A published collection with a donation rule of TIERS, whose creator proved `payout` as the project's payout wallet. */
async function donationCollection(payout: TestWallet | null = createTestWallet()) {
  const made = await submittedCollection();
  const admin = await buildAdmin(t);
  expect((await send('POST', api(REVIEW_PATHS.approve, { versionId: made.version.id }), admin.token)).status).toBe(204);
  const rule = await send('POST', api(REWARD_PATHS.rules, { collectionId: made.collection.id }), made.creator.token, {
    terms: { source: 'donation', tiers: TIERS },
  });
  await send('PATCH', api(REWARD_PATHS.rule, { ruleId: rule.body.id as string }), made.creator.token, { enabled: true });
  if (payout) {
    const body = await signedLinkBody(
      payout,
      async () => (await post(t, api(WALLET_PATHS.payoutNonce, { projectId: made.projectId }), {}, made.creator.token)).body,
    );
    expect(await send('PUT', api(WALLET_PATHS.payoutWallet, { projectId: made.projectId }), made.creator.token, body)).toMatchObject({
      status: 200,
      body: { message: REWARD_MESSAGES.payoutWalletSet },
    });
  }
  return { ...made, payout };
}

async function donor(usdt = 50) {
  const user = await buildUserWithWallet(t);
  await rpc.setBalance(user.wallet.publicKey, { lamports: 1_000_000_000, tokens: { [USDT_MINT]: usdt } });
  const me = await get(t, '/api/auth/verify', user.token);
  return { ...user, id: (me.body.user as { id: string }).id };
}

/** The donor prepares the donation, Phantom signs and sends it, and the app confirms it. */
async function donate(who: Awaited<ReturnType<typeof donor>>, collectionId: string, recipient: string, amount: string) {
  const prepared = await post(t, `/api${WALLET_PATHS.transferUsdt}`, { recipient, amount, collectionId }, who.token);
  expect(prepared.status).toBe(200);
  const { transaction, transferId } = ZPreparedUsdtTransfer.parse(prepared.body);
  const signature = await callSolanaRpc<string>(rpc.url, 'sendTransaction', [
    signWireTransaction(transaction, who.wallet),
    { encoding: 'base64' },
  ]);
  const confirmed = await post(t, `/api${WALLET_PATHS.confirmUsdtTransfer}`, { transferId, signature }, who.token);
  expect(confirmed.body.status).toBe('confirmed');
  return { transferId, signature };
}

const receipts = async (url: string, token: string) => ZDonationReceiptList.parse((await get(t, url, token)).body);

describe('donations', () => {
  it('a donation confirmed on chain to the payout wallet earns its tier once; both sides see the receipt', async () => {
    const { creator, collection, slug, payout } = await donationCollection();
    const project = ZProject.parse((await get(t, `/api/projects/${slug}`)).body);
    expect(project.payoutWallet).toBe(payout!.publicKey);

    const fan = await donor();
    const big = await donate(fan, collection.id, payout!.publicKey, '25');
    // Kept once the confirmation's answer has gone, then granted.
    await expect.poll(() => balanceOf(t, fan.id, collection.id)).toBe(5);
    expect(await rpc.tokenBalance(payout!.publicKey, USDT_MINT)).toBe(25);
    // Confirming again, or the sweep finding it, keeps nothing more.
    await post(t, `/api${WALLET_PATHS.confirmUsdtTransfer}`, big, fan.token);
    await decided(t);
    expect(await balanceOf(t, fan.id, collection.id)).toBe(5);

    const small = await donate(fan, collection.id, payout!.publicKey, '2.5');
    await expect.poll(async () => (await receipts(api(REWARD_PATHS.myDonations), fan.token))[0]?.outcome).toBe('Below the first tier');
    expect(await balanceOf(t, fan.id, collection.id)).toBe(5);

    const mine = await receipts(api(REWARD_PATHS.myDonations), fan.token);
    expect(mine.map((r) => [r.transferId, r.amount, r.status, r.draws, r.outcome])).toEqual([
      [small.transferId, '2.5', 'confirmed', 0, 'Below the first tier'],
      [big.transferId, '25', 'confirmed', 5, 'Granted 5'],
    ]);
    expect(mine[1]).toMatchObject({
      collection: 'First Light',
      project: 'Nova Studio',
      projectSlug: slug,
      to: payout!.publicKey,
      signature: big.signature,
    });
    const theirs = await receipts(api(REWARD_PATHS.donations, { collectionId: collection.id }), creator.token);
    expect(theirs.map((r) => [r.donor, r.amount, r.draws])).toEqual([
      [fan.username, '2.5', 0],
      [fan.username, '25', 5],
    ]);
    // The notice is told once the grant is committed, a moment after the receipt shows it.
    await vi.waitFor(async () => {
      const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, fan.id));
      expect(told.map((n) => n.message)).toContain('You donated 25 USDT. Draw them in First Light.');
    });
  });

  it('refuses a donation to another wallet, to a project with no payout wallet, and a payout wallet not proved', async () => {
    const { collection, projectId, creator } = await donationCollection(null);
    const fan = await donor();
    const elsewhere = createTestWallet().publicKey;
    const prepare = (body: Record<string, unknown>) => post(t, `/api${WALLET_PATHS.transferUsdt}`, body, fan.token);
    expect(await prepare({ recipient: elsewhere, amount: '5', collectionId: collection.id })).toMatchObject({
      status: 409,
      body: { code: 'PAYOUT_WALLET_NOT_SET', error: REWARD_MESSAGES.payoutWalletNotSet },
    });

    // A link's signature (another statement), and another account's nonce, set nothing.
    const wallet = createTestWallet();
    const linkSigned = await signedLinkBody(wallet, async () => (await post(t, `/api${WALLET_PATHS.nonce}`, {}, creator.token)).body);
    expect(await send('PUT', api(WALLET_PATHS.payoutWallet, { projectId }), creator.token, linkSigned)).toMatchObject({
      status: 400,
      body: { code: 'INVALID_SIGNATURE' },
    });
    const payoutNonce = fillPath(WALLET_PATHS.payoutNonce, { projectId });
    expect(await post(t, `/api${payoutNonce}`, {}, fan.token)).toMatchObject({ status: 403 });
    expect(await post(t, `/api${payoutNonce}`, {}, await observerTokenFor(t, creator.token))).toMatchObject({ status: 403 });

    const body = await signedLinkBody(wallet, async () => (await post(t, `/api${payoutNonce}`, {}, creator.token)).body);
    expect((await send('PUT', api(WALLET_PATHS.payoutWallet, { projectId }), creator.token, body)).status).toBe(200);
    expect(await prepare({ recipient: elsewhere, amount: '5', collectionId: collection.id })).toMatchObject({
      status: 400,
      body: { error: REWARD_MESSAGES.donationRecipient },
    });
    expect(await prepare({ recipient: wallet.publicKey, amount: '5', collectionId: '00000000-0000-4000-8000-000000000000' })).toMatchObject(
      {
        status: 404,
      },
    );
    expect(await send('DELETE', api(WALLET_PATHS.payoutWallet, { projectId }), creator.token)).toMatchObject({
      status: 200,
      body: { message: REWARD_MESSAGES.payoutWalletCleared },
    });
    expect((await prepare({ recipient: wallet.publicKey, amount: '5', collectionId: collection.id })).status).toBe(409);
    expect(await receipts(api(REWARD_PATHS.myDonations), fan.token)).toEqual([]);
  });
});
