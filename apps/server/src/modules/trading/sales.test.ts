// @databases pglite postgres: concurrency — two buyers reserve one listing at once
import { randomUUID } from 'node:crypto';
import bs58 from 'bs58';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { MARKET_MESSAGES as M, NOTIFICATION_PATHS, TRADING_PATHS, USDT_MINT, WALLET_PATHS, WEBHOOK_PATHS } from '@arcana/shared';
import type { TCard, TCardTrading, TMarketPage, TNotificationList, TReservationAnswer } from '@arcana/shared/schemas';
import { callSolanaRpc } from '../../../../../tools/fake-solana-control.js';
import { signWireTransaction } from '../../../../../tools/sign-wire-transaction.js';
import { createTestWallet } from '../../../../../tools/wallet-keys.js';
import { auditLog, cards, credentialChanges, listings, projects, reservations, usdtTransfers, users } from '../../db/schema.js';
import { recordDomainEvents } from '../../outbox/domain-events.repo.js';
import { buildUserWithWallet, get, observerTokenFor } from '../../../test/factories.js';
import { playHelpers, shout } from '../../../test/plays.js';
import { useSolanaTestApp } from '../../../test/solana-test-app.js';
import { useWebhookReceivers } from '../../../test/webhook-receivers.js';
import { parseConfig } from '../../config.js';
import { saleMemo } from './sales.service.js';

const { t, rpc } = useSolanaTestApp(
  { timeoutMs: 2000, confirmWaitMs: 1500 },
  { marketEnabled: true, webhooks: { ...parseConfig({}).webhooks, allowPrivate: true } },
);
const { api, send, playableCollection, drawCards } = playHelpers(t);
const receiver = useWebhookReceivers();

const common = () => ({ rarities: { common: shout() }, designs: {} });
type Account = Awaited<ReturnType<typeof buildUserWithWallet>> & { userId: string };

/** An account with a linked wallet holding `usdt` and 1 SOL, past its trade hold. */
async function account(usdt = 0): Promise<Account> {
  const user = await buildUserWithWallet(t);
  const userId = (await t.deps.tokens.verifyAccess(user.token)).sub;
  await t.deps.db
    .update(users)
    .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
    .where(eq(users.id, userId));
  await rpc.setBalance(user.wallet.publicKey, { lamports: 1_000_000_000, tokens: { [USDT_MINT]: usdt } });
  return { ...user, userId };
}

/** A creator's collection taking `shareBps` of each sale to its project's payout wallet, and a seller with a card of it listed at `price`. */
async function listedCard(price: string, shareBps = 250) {
  const made = await playableCollection('common', common, { trading: { tradable: 'always', heldDays: null, creatorShareBps: shareBps } });
  const payout = createTestWallet().publicKey;
  await t.deps.db.update(projects).set({ payoutWallet: payout }).where(eq(projects.id, made.projectId));
  const seller = await account();
  const [card] = (await drawCards(seller, made.collection.id, 1)) as [TCard];
  const listed = await send('POST', api(TRADING_PATHS.listing, { cardId: card.id }), seller.token, { requestId: randomUUID(), price });
  expect(listed.status).toBe(201);
  const page = (await get(t, api(TRADING_PATHS.market, { slug: made.slug }))).body as unknown as TMarketPage;
  const listingId = page.listings.find((one) => one.cardId === card.id)!.id;
  return { ...made, payout, seller, card, listingId };
}

const reserve = (token: string, listingId: string) => send('POST', api(TRADING_PATHS.reserve, { listingId }), token);
const holderOf = async (cardId: string) =>
  (await t.deps.db.select({ userId: cards.userId }).from(cards).where(eq(cards.id, cardId)))[0]!.userId;
const noticesOf = async (token: string) =>
  ((await get(t, api(NOTIFICATION_PATHS.list), token)).body as unknown as TNotificationList).notifications.map((one) => [
    one.title,
    one.message,
  ]);

/** The account's notices of listings withdrawn. */
const withdrawnNotices = async (token: string) =>
  (await noticesOf(token)).filter(([title]) => title === M.withdrawnTitle(1) || title === M.withdrawnTitle(2));
const stateOf = async (listingId: string) =>
  (await t.deps.db.select({ state: listings.state }).from(listings).where(eq(listings.id, listingId)))[0]!.state;
const changePassword = (token: string) =>
  send('POST', '/api/auth/change-password', token, { currentPassword: 'Arcana12', newPassword: 'Arcana123' });

/** What Phantom does with the payment: sign it with the buyer's key and send it to the network. */
const signAndSend = (answer: TReservationAnswer, buyer: Account) =>
  callSolanaRpc<string>(rpc.url, 'sendTransaction', [
    signWireTransaction(answer.payment.transaction, buyer.wallet),
    { encoding: 'base64' },
  ]);
const confirm = (buyer: Account, transferId: string, signature: string) =>
  send('POST', api(WALLET_PATHS.confirmUsdtTransfer), buyer.token, { transferId, signature });

describe('buying on the market', () => {
  it('reserves for one buyer, takes one payment to the seller and the creator naming the reservation, and moves the card once', async () => {
    const { projectId, slug, creator, payout, seller, card, listingId } = await listedCard('10');
    const hooks = await receiver();
    const endpoint = { url: hooks.url, events: ['card.sold'] };
    expect((await send('POST', api(WEBHOOK_PATHS.endpoints, { projectId }), creator.token, endpoint)).status).toBe(201);
    const [buyer, rival] = [await account(20), await account(20)];

    expect(await reserve(seller.token, listingId)).toMatchObject({ status: 409, body: { code: 'OWN_LISTING', error: M.ownListing } });
    expect(await reserve(await observerTokenFor(t, buyer.token), listingId)).toMatchObject({ status: 403 });
    const reserved = await reserve(buyer.token, listingId);
    expect(reserved).toMatchObject({
      status: 200,
      body: {
        reservation: {
          listingId,
          card: { id: card.id, name: card.name },
          price: '10',
          creatorShare: '0.25',
          sellerGets: '9.75',
          state: 'reserved',
        },
        payment: { amount: '10', recipient: seller.wallet.publicKey, createsRecipientAccount: true },
      },
    });
    const answer = reserved.body as unknown as TReservationAnswer;
    expect(await reserve(rival.token, listingId)).toMatchObject({ status: 409, body: { code: 'LISTING_RESERVED', error: M.reserved } });
    // The buyer's own hold answers again with the same reservation, not a longer one.
    expect(await reserve(buyer.token, listingId)).toMatchObject({
      status: 200,
      body: { reservation: { id: answer.reservation.id, expiresAt: answer.reservation.expiresAt } },
    });

    const signature = await signAndSend(answer, buyer);
    const sent = await callSolanaRpc<{ meta: { logMessages: string[] } }>(rpc.url, 'getTransaction', [signature, { encoding: 'json' }]);
    expect(sent.meta.logMessages.join('\n')).toContain(saleMemo(answer.reservation.id));
    expect((await confirm(buyer, answer.payment.transferId, signature)).body).toMatchObject({ status: 'confirmed' });
    await t.deps.outbox.dispatch();

    expect(await holderOf(card.id)).toBe(buyer.userId);
    expect([
      await rpc.tokenBalance(buyer.wallet.publicKey, USDT_MINT),
      await rpc.tokenBalance(seller.wallet.publicKey, USDT_MINT),
      await rpc.tokenBalance(payout, USDT_MINT),
    ]).toEqual([10, 9.75, 0.25]);
    expect((await get(t, api(TRADING_PATHS.reservation, { reservationId: answer.reservation.id }), buyer.token)).body).toMatchObject({
      state: 'sold',
    });
    expect((await get(t, api(TRADING_PATHS.reservation, { reservationId: answer.reservation.id }), rival.token)).status).toBe(404);
    const market = (await get(t, api(TRADING_PATHS.market, { slug }))).body as unknown as TMarketPage;
    expect(market.listings).toEqual([]);
    expect(market.designs).toEqual([
      expect.objectContaining({ floor: null, listed: 0, lastSales: [{ price: '10', soldAt: expect.any(String) }] }),
    ]);
    const trading = (await get(t, api(TRADING_PATHS.card, { cardId: card.id }), buyer.token)).body as unknown as TCardTrading;
    expect(trading.owners.map((owner) => [owner.username, owner.how])).toEqual([
      [seller.username, 'drawn'],
      [buyer.username, 'bought'],
    ]);
    expect((await noticesOf(buyer.token))[0]).toEqual([M.boughtTitle, M.bought(card.name, '10')]);
    expect((await noticesOf(seller.token))[0]).toEqual([M.soldTitle, M.sold(buyer.username, card.name, '10', '9.75')]);
    const audited = await t.deps.db
      .select({ meta: auditLog.meta })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'card.sale'), eq(auditLog.actorId, buyer.userId)));
    expect(audited).toEqual([{ meta: expect.objectContaining({ cardId: card.id, listingId, price: '10' }) }]);
    await vi.waitFor(() => expect(hooks.received).toHaveLength(1), { timeout: 10_000 });
    expect(JSON.parse(hooks.received[0]!.body)).toMatchObject({
      type: 'card.sold',
      data: { card: { id: card.id }, transfer: { kind: 'sale' }, sale: { price: '10', creatorShare: '0.25', currency: 'USDT' } },
    });

    // Paid once: asking again moves nothing more, and the seller's card is not theirs to list again.
    expect((await confirm(buyer, answer.payment.transferId, signature)).body).toMatchObject({ status: 'confirmed' });
    await t.deps.outbox.dispatch();
    expect(await t.deps.db.select().from(listings).where(eq(listings.cardId, card.id))).toEqual([
      expect.objectContaining({ state: 'sold' }),
    ]);
  });

  it('honours a payment confirmed after its reservation ran out while the listing is open, and asks a refund once it closed', async () => {
    const late = await listedCard('4', 0);
    const buyer = await account(20);
    const first = (await reserve(buyer.token, late.listingId)).body as unknown as TReservationAnswer;
    // Two minutes pass before the wallet's payment is confirmed: the listing is still open, so it is honoured.
    await t.deps.db
      .update(listings)
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where(eq(listings.id, late.listingId));
    await t.deps.db
      .update(reservations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(reservations.id, first.reservation.id));
    const paid = await signAndSend(first, buyer);
    expect((await confirm(buyer, first.payment.transferId, paid)).body).toMatchObject({ status: 'confirmed' });
    await t.deps.outbox.dispatch();
    expect(await holderOf(late.card.id)).toBe(buyer.userId);

    const closed = await listedCard('3', 500);
    const answer = (await reserve(buyer.token, closed.listingId)).body as unknown as TReservationAnswer;
    // The seller cancels at once, reservation or not; then the buyer's payment lands.
    expect((await send('DELETE', api(TRADING_PATHS.listing, { cardId: closed.card.id }), closed.seller.token)).status).toBe(200);
    const signature = await signAndSend(answer, buyer);
    expect((await confirm(buyer, answer.payment.transferId, signature)).body).toMatchObject({ status: 'confirmed' });
    await t.deps.outbox.dispatch();
    expect(await holderOf(closed.card.id)).toBe(closed.seller.userId);
    expect((await get(t, api(TRADING_PATHS.reservation, { reservationId: answer.reservation.id }), buyer.token)).body).toMatchObject({
      state: 'refund_due',
    });
    expect((await noticesOf(buyer.token))[0]).toEqual([M.lateTitle, M.late(closed.card.name, '3')]);
    const refund = M.refund(buyer.username, closed.card.name, '2.85', buyer.wallet.publicKey, signature);
    expect((await noticesOf(closed.seller.token))[0]).toEqual([M.refundTitle, refund]);
    expect((await noticesOf(closed.creator.token))[0]).toEqual([
      M.refundTitle,
      M.refund(buyer.username, closed.card.name, '0.15', buyer.wallet.publicKey, signature),
    ]);
  });

  it('gives one reservation to two buyers at once, and moves a paid card after a process died between its payment and its move', async () => {
    const { card, listingId } = await listedCard('2', 0);
    const [one, two] = [await account(5), await account(5)];
    const answers = await Promise.all([reserve(one.token, listingId), reserve(two.token, listingId)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers[0]!.status === 200 ? one : two;
    const answer = answers.find((one) => one.status === 200)!.body as unknown as TReservationAnswer;

    // A signature of any other transaction (another amount, recipient or memo) pays for nothing.
    const forged = bs58.encode(winner.wallet.signBytes(new TextEncoder().encode(saleMemo(answer.reservation.id))));
    expect(await confirm(winner, answer.payment.transferId, forged)).toMatchObject({
      status: 400,
      body: { code: 'TRANSFER_SIGNATURE_INVALID' },
    });

    // What the confirmation commits, as a process that died right after left it: the payment confirmed and its event kept.
    const signature = await signAndSend(answer, winner);
    await vi.waitFor(async () =>
      expect((await callSolanaRpc<{ value: unknown[] }>(rpc.url, 'getSignatureStatuses', [[signature]])).value[0]).toBeTruthy(),
    );
    await t.deps.db.transaction(async (tx) => {
      await tx
        .update(usdtTransfers)
        .set({ status: 'confirmed', signature, confirmedAt: new Date() })
        .where(eq(usdtTransfers.id, answer.payment.transferId));
      await recordDomainEvents(tx, [
        { type: 'sale.paid', userId: winner.userId, subject: { transferId: answer.payment.transferId }, requestId: null },
      ]);
    });
    // Any instance's dispatcher, once up again, carries it out: the card moves, once.
    await t.deps.outbox.dispatch();
    await t.deps.outbox.dispatch();
    expect(await holderOf(card.id)).toBe(winner.userId);
    expect(await t.deps.db.select().from(listings).where(eq(listings.id, listingId))).toEqual([expect.objectContaining({ state: 'sold' })]);
  });

  it('settles a payment left waiting when its tab closed, withdraws a listing whose seller changed, and limits holds per buyer', async () => {
    const { card, listingId } = await listedCard('2', 0);
    const buyer = await account(20);
    const answer = (await reserve(buyer.token, listingId)).body as unknown as TReservationAnswer;
    // The network is slow: the confirm call gives up waiting, and the buyer's tab closes.
    rpc.holdConfirmations(true);
    const signature = await signAndSend(answer, buyer);
    try {
      expect(await confirm(buyer, answer.payment.transferId, signature)).toMatchObject({ status: 202, body: { status: 'submitted' } });
    } finally {
      rpc.holdConfirmations(false);
    }
    await t.deps.db
      .update(usdtTransfers)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(usdtTransfers.id, answer.payment.transferId));
    // The settling job's next turn hears the network's word; the card follows through the outbox.
    await t.deps.jobs.runNow('usdt.settle');
    await t.deps.jobs.settle(['usdt.settle']);
    await t.deps.outbox.dispatch();
    expect(await holderOf(card.id)).toBe(buyer.userId);

    // A seller whose password changes after listing: the listing leaves the market with the change,
    // before its outbox event closes it (as here, where only the change is written), and cannot be bought.
    const changed = await listedCard('3', 0);
    await t.deps.db.insert(credentialChanges).values({ userId: changed.seller.userId });
    expect(await reserve(buyer.token, changed.listingId)).toMatchObject({
      status: 404,
      body: { code: 'LISTING_NOT_FOUND', error: M.withdrawn },
    });
    // The change's event closes it, and its seller is told.
    expect((await changePassword(changed.seller.token)).status).toBe(200);
    await t.deps.outbox.dispatch();
    expect(await stateOf(changed.listingId)).toBe('cancelled');
    expect(await withdrawnNotices(changed.seller.token)).toEqual([[M.withdrawnTitle(1), M.withdrawnForAccount([changed.card.name])]]);

    // One a buyer holds when its seller changes stays open while the hold runs (their payment may be on
    // its way); once the hold ends unpaid, the job's next look closes it and tells its seller.
    const held = await listedCard('3', 0);
    const holder = await account(5);
    expect((await reserve(holder.token, held.listingId)).status).toBe(200);
    expect((await changePassword(held.seller.token)).status).toBe(200);
    await t.deps.outbox.dispatch();
    expect(await stateOf(held.listingId)).toBe('open');
    expect(await withdrawnNotices(held.seller.token)).toEqual([]);
    await t.deps.db
      .update(listings)
      .set({ reservedUntil: new Date(Date.now() - 1_000) })
      .where(eq(listings.id, held.listingId));
    await t.deps.jobs.runNow('market.withdraw');
    await t.deps.jobs.settle(['market.withdraw']);
    await t.deps.outbox.dispatch();
    expect(await stateOf(held.listingId)).toBe('cancelled');
    expect(await withdrawnNotices(held.seller.token)).toEqual([[M.withdrawnTitle(1), M.withdrawnForAccount([held.card.name])]]);

    // Three holds at once, no more.
    const more = await Promise.all([listedCard('1', 0), listedCard('1', 0), listedCard('1', 0), listedCard('1', 0)]);
    for (const one of more.slice(0, 3)) expect((await reserve(buyer.token, one.listingId)).status).toBe(200);
    expect(await reserve(buyer.token, more[3]!.listingId)).toMatchObject({ status: 409, body: { code: 'RESERVATION_LIMIT' } });
  });
});
