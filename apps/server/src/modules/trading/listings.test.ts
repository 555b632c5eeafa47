// @databases pglite postgres: concurrency — one card listed by two requests at once
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CRAFTING_PATHS, MARKET_LIMITS, MARKET_MESSAGES as M, NOTIFICATION_PATHS, REWARD_PATHS, TRADING_PATHS } from '@arcana/shared';
import type { TCard, TCardTrading, TListingAnswer, TMarketPage, TNotificationList } from '@arcana/shared/schemas';
import { auditLog, listings, projects, userEvents, users } from '../../db/schema.js';
import { buildUser, buildUserWithWallet, get, observerTokenFor } from '../../../test/factories.js';
import { playHelpers, shout } from '../../../test/plays.js';
import { useTestApp } from '../../../test/test-app.js';

const t = useTestApp({ marketEnabled: true });
const { api, send, playableCollection, drawCards, play } = playHelpers(t);

const TERMS = (creatorShareBps = 0) => ({ trading: { tradable: 'always', heldDays: null, creatorShareBps } });
const common = () => ({ rarities: { common: shout() }, designs: {} });
const PAYOUT = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';

/** A seller past the trade hold, with a linked wallet, holding `count` cards of the collection. */
async function sellerWithCards(collectionId: string, count = 1, wallet = true) {
  const seller = wallet ? await buildUserWithWallet(t) : await buildUser(t);
  const userId = (await t.deps.tokens.verifyAccess(seller.token)).sub;
  await t.deps.db
    .update(users)
    .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
    .where(eq(users.id, userId));
  return { ...seller, userId, cards: await drawCards({ token: seller.token, userId }, collectionId, count) };
}

const list = (token: string, cardId: string, price: string, requestId = randomUUID()) =>
  send('POST', api(TRADING_PATHS.listing, { cardId }), token, { requestId, price });
const unlist = (token: string, cardId: string) => send('DELETE', api(TRADING_PATHS.listing, { cardId }), token);
const tradingOf = async (token: string, cardId: string) =>
  (await get(t, api(TRADING_PATHS.card, { cardId }), token)).body as unknown as TCardTrading;
const openListingsOf = (sellerId: string) =>
  t.deps.db
    .select({ cardId: listings.cardId })
    .from(listings)
    .where(and(eq(listings.sellerId, sellerId), eq(listings.state, 'open')));
/** The account's newest notifications, as title and words. */
const noticesOf = async (token: string) =>
  ((await get(t, api(NOTIFICATION_PATHS.list), token)).body as unknown as TNotificationList).notifications.map((one) => [
    one.title,
    one.message,
  ]);
const market = async (slug: string, query = '') => {
  const answer = await get(t, `${api(TRADING_PATHS.market, { slug })}${query}`);
  expect(answer.status).toBe(200);
  return answer.body as unknown as TMarketPage;
};

describe('listing a card', () => {
  it('lists it once per request, holds it from plays and gifts, shows it on its market, and cancels at once', async () => {
    const { projectId, slug, collection } = await playableCollection('common', common, TERMS(250));
    await t.deps.db.update(projects).set({ payoutWallet: PAYOUT }).where(eq(projects.id, projectId));
    const seller = await sellerWithCards(collection.id, 2);
    const [card, other] = seller.cards as [TCard, TCard];
    expect(await tradingOf(seller.token, card.id)).toMatchObject({ listing: null, selling: null, creatorShareBps: 250 });

    const requestId = randomUUID();
    const listed = await list(seller.token, card.id, '12.50', requestId);
    const listingId = (listed.body as unknown as TListingAnswer).listing.id;
    expect(listed).toMatchObject({
      status: 201,
      body: { listing: { price: '12.5', creatorShare: '0.3125', sellerGets: '12.1875' }, message: M.listed(card.name, '12.5') },
    });
    expect(await list(seller.token, card.id, '12.50', requestId)).toMatchObject({
      status: 200,
      body: { listing: { id: listingId } },
    });
    expect(await list(seller.token, other.id, '3', requestId)).toMatchObject({ status: 409, body: { code: 'REQUEST_ID_TAKEN' } });
    expect(await list(seller.token, card.id, '20')).toMatchObject({ status: 409, body: { code: 'CARD_LISTED', error: M.cardListed } });
    expect(await tradingOf(seller.token, card.id)).toMatchObject({
      listing: { id: listingId, price: '12.5' },
      giving: { code: 'CARD_LISTED', message: M.cardListed },
    });

    // Listed, it is busy: not played, given or spent until its listing is cancelled.
    const friend = await buildUser(t);
    expect(await play(seller.token, card.id)).toMatchObject({ status: 409, body: { code: 'CARD_LISTED' } });
    expect(
      await send('POST', api(TRADING_PATHS.transfer, { cardId: card.id }), seller.token, {
        requestId: randomUUID(),
        recipient: friend.username,
      }),
    ).toMatchObject({ status: 409, body: { code: 'CARD_LISTED' } });
    expect((await get(t, api(CRAFTING_PATHS.card, { cardId: card.id }), seller.token)).body).toMatchObject({ held: M.cardListed });

    expect(await list(seller.token, other.id, '4.75')).toMatchObject({ status: 201 });
    const page = await market(slug);
    expect(page.listings.map((one) => [one.cardId, one.price, one.seller])).toEqual([
      [other.id, '4.75', seller.username],
      [card.id, '12.5', seller.username],
    ]);
    expect(page.designs).toEqual([expect.objectContaining({ name: card.name, rarity: 'common', floor: '4.75', listed: 2, lastSales: [] })]);
    expect((await market(slug, '?sort=price_desc')).listings.map((one) => one.cardId)).toEqual([card.id, other.id]);
    expect((await market(slug, '?sort=newest')).listings.map((one) => one.cardId)).toEqual([other.id, card.id]);
    expect((await market(slug, `?q=${encodeURIComponent(card.name.slice(1, 4).toLowerCase())}&rarity=common`)).listings).toHaveLength(2);
    expect((await market(slug, '?rarity=legendary')).listings).toEqual([]);
    expect((await market(slug, `?design=${page.designs[0]!.key}`)).listings).toHaveLength(2);
    expect((await market(slug, '?q=%25')).listings).toEqual([]);

    // Cancelled at once: the card plays again, and leaves the market.
    expect(await unlist(seller.token, card.id)).toMatchObject({ status: 200, body: { message: M.cancelled(card.name) } });
    expect(await unlist(seller.token, card.id)).toMatchObject({ status: 404, body: { code: 'LISTING_NOT_FOUND' } });
    expect((await market(slug)).listings.map((one) => one.cardId)).toEqual([other.id]);
    expect((await play(seller.token, card.id)).status).toBe(201);
    const audited = await t.deps.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, seller.userId)));
    expect(audited.map((row) => row.action).sort()).toEqual(['listing.cancel', 'listing.create', 'listing.create']);
  });

  it('refuses, with nothing listed: a bad price, a card not theirs, held back, drawn with money, no wallet, no payout wallet, too many, an observer', async () => {
    const { projectId, slug, collection, creator } = await playableCollection('common', common, TERMS(100));
    const seller = await sellerWithCards(collection.id, MARKET_LIMITS.openListingsPerAccount + 1);
    const [card] = seller.cards as [TCard];
    // The creator's share has nowhere to go yet.
    expect(await list(seller.token, card.id, '5')).toMatchObject({ status: 409, body: { code: 'PAYOUT_WALLET_NOT_SET' } });
    await t.deps.db.update(projects).set({ payoutWallet: PAYOUT }).where(eq(projects.id, projectId));

    for (const price of ['0.99', '10000.01', '1.001', 'ten'])
      expect(await list(seller.token, card.id, price)).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR' } });
    expect(await list(seller.token, card.id, '0.99')).toMatchObject({ body: { error: expect.stringContaining(M.priceRange) } });
    const stranger = await buildUser(t);
    expect(await list(stranger.token, card.id, '5')).toMatchObject({ status: 404, body: { code: 'CARD_NOT_FOUND' } });
    expect(await list(await observerTokenFor(t, seller.token), card.id, '5')).toMatchObject({ status: 403 });
    const linked = await buildUser(t, { linkSession: true });
    expect(await list(linked.token, card.id, '5')).toMatchObject({ status: 403, body: { code: 'REAUTH_REQUIRED' } });
    expect((await play(seller.token, card.id)).status).toBe(201);
    expect(await list(seller.token, card.id, '5')).toMatchObject({ status: 409, body: { code: 'CARD_IN_PLAY' } });

    // No wallet to be paid to; then a new account on its trade hold.
    const walletless = await sellerWithCards(collection.id, 1, false);
    expect(await list(walletless.token, walletless.cards[0]!.id, '5')).toMatchObject({ status: 409, body: { code: 'WALLET_NOT_LINKED' } });
    const fresh = await buildUserWithWallet(t);
    const [freshCard] = await drawCards(
      { token: fresh.token, userId: (await t.deps.tokens.verifyAccess(fresh.token)).sub },
      collection.id,
      1,
    );
    expect(await list(fresh.token, freshCard!.id, '5')).toMatchObject({ status: 403, body: { code: 'TRADE_HOLD' } });

    // The most open listings at once.
    const rest = seller.cards.slice(1);
    for (const one of rest.slice(0, MARKET_LIMITS.openListingsPerAccount)) expect((await list(seller.token, one.id, '2')).status).toBe(201);
    await unlist(seller.token, rest[0]!.id);
    expect((await list(seller.token, rest[0]!.id, '2')).status).toBe(201);
    const last = (await drawCards({ token: seller.token, userId: seller.userId }, collection.id, 1))[0]!;
    expect(await list(seller.token, last.id, '2')).toMatchObject({ status: 409, body: { code: 'LISTING_LIMIT', error: M.listingLimit } });

    // Every refusal listed nothing: the most open listings, no more.
    expect(await openListingsOf(seller.userId)).toHaveLength(MARKET_LIMITS.openListingsPerAccount);

    // A collection whose draws money buys is off the market, listed or not; its cards are still given.
    const another = await sellerWithCards(collection.id, 1);
    expect((await list(another.token, another.cards[0]!.id, '3')).status).toBe(201);
    const rule = { terms: { source: 'donation', tiers: [{ minUsdt: 1, reward: 1 }] } };
    expect((await send('POST', api(REWARD_PATHS.rules, { collectionId: collection.id }), creator.token, rule)).status).toBe(201);
    expect((await market(slug)).listings).toEqual([]);
    expect(await tradingOf(seller.token, last.id)).toMatchObject({
      selling: { code: 'CARD_MONEY_DRAWN', message: M.moneyDrawn('First Light') },
      giving: null,
    });
    // Its listings are closed, and each seller is told which and why, once.
    await t.deps.outbox.dispatch();
    const listed = rest.slice(0, MARKET_LIMITS.openListingsPerAccount);
    expect(await openListingsOf(seller.userId)).toEqual([]);
    expect(await openListingsOf(another.userId)).toEqual([]);
    expect(await tradingOf(seller.token, listed[0]!.id)).toMatchObject({ listing: null });
    for (const [who, names] of [
      [seller, listed.map((one) => one.name)],
      [another, [another.cards[0]!.name]],
    ] as const)
      expect((await noticesOf(who.token)).filter(([title]) => title === M.withdrawnTitle(names.length))).toEqual([
        [M.withdrawnTitle(names.length), M.withdrawnForDonations(names, 'First Light')],
      ]);
    // Their tabs hear which cards to read again, kept for a tab that was away.
    const heard = (await t.deps.db.select().from(userEvents).where(eq(userEvents.userId, seller.userId)))
      .flatMap((row) => row.messages as Array<[string, { cardIds?: string[] }]>)
      .filter(([event]) => event === 'listingsWithdrawn');
    expect(heard.map(([, { cardIds }]) => [...cardIds!].sort())).toEqual([listed.map((one) => one.id).sort()]);
    const withdrawn = await t.deps.db
      .select({ actorId: auditLog.actorId, meta: auditLog.meta })
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, seller.userId), eq(auditLog.action, 'listing.withdraw')));
    expect(withdrawn).toEqual([
      { actorId: null, meta: { cardIds: expect.arrayContaining(listed.map((one) => one.id)), reason: 'donations' } },
    ]);

    // Closed by the operator: nothing is listed and no market is read.
    t.deps.config.marketEnabled = false;
    try {
      expect(await list(seller.token, last.id, '2')).toMatchObject({ status: 403, body: { code: 'MARKET_CLOSED', error: M.closed } });
      expect((await get(t, api(TRADING_PATHS.market, { slug: slug }))).status).toBe(403);
    } finally {
      t.deps.config.marketEnabled = true;
    }
  });

  it('lists a card once, or plays it, when two listings and a play race for it', async () => {
    const { slug, collection } = await playableCollection('common', common, TERMS());
    const seller = await sellerWithCards(collection.id, 1);
    const [card] = seller.cards as [TCard];
    const answers = await Promise.all([list(seller.token, card.id, '3'), list(seller.token, card.id, '4'), play(seller.token, card.id)]);
    expect(answers.map((answer) => answer.status).filter((status) => status === 201)).toHaveLength(1);
    const open = await t.deps.db
      .select()
      .from(listings)
      .where(and(eq(listings.cardId, card.id), eq(listings.state, 'open')));
    expect(open.length + (answers[2]!.status === 201 ? 1 : 0)).toBe(1);
    expect((await market(slug)).listings).toHaveLength(open.length);
  });
});
