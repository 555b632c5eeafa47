// @databases pglite postgres: concurrency — one card given to two accounts at once
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  API_V1_PATHS,
  CARD_PATHS,
  CARD_TRANSFER_MESSAGES as M,
  cardTransferStatement,
  NOTIFICATION_PATHS,
  PROFILE_PATHS,
  SHARE_PATHS,
  TRADING_PATHS,
  WALLET_PATHS,
  WEBHOOK_PATHS,
} from '@arcana/shared';
import type { TCard, TCardTrading, TNotificationList, TSharedCard } from '@arcana/shared/schemas';
import { signedLinkBody } from '../../../../../tools/wallet-keys.js';
import { auditLog, cards, collectionTallies, users } from '../../db/schema.js';
import { buildUser, buildUserWithWallet, get, observerTokenFor, post } from '../../../test/factories.js';
import { integratorHelpers } from '../../../test/integrators.js';
import { playHelpers, shout } from '../../../test/plays.js';
import { useTestApp } from '../../../test/test-app.js';
import { useWebhookReceivers } from '../../../test/webhook-receivers.js';
import { parseConfig } from '../../config.js';

const t = useTestApp({ webhooks: { ...parseConfig({}).webhooks, allowPrivate: true } });
const { api, send, playableCollection, drawCards, play } = playHelpers(t);
const { makeKey, linkPlayer, v1, path } = integratorHelpers(t);
const receiver = useWebhookReceivers();

const ALWAYS = { tradable: 'always', heldDays: null, creatorShareBps: 0 };
const common = () => ({ rarities: { common: shout() }, designs: {} });
const userIdOf = async (token: string) => (await t.deps.tokens.verifyAccess(token)).sub;

/** The account as if made `days` ago, its trade hold over (or not yet, for fewer than 7). */
async function madeDaysAgo(token: string, days = 8) {
  const userId = await userIdOf(token);
  await t.deps.db
    .update(users)
    .set({ createdAt: new Date(Date.now() - days * 86_400_000) })
    .where(eq(users.id, userId));
  return userId;
}

/** A collector past the trade hold, holding `count` cards of the collection. */
async function giverWithCards(collectionId: string, count = 1) {
  const giver = await buildUser(t);
  const userId = await madeDaysAgo(giver.token);
  return { ...giver, userId, cards: await drawCards({ token: giver.token, userId }, collectionId, count) };
}

const give = (token: string, cardId: string, body: Record<string, unknown>) =>
  send('POST', api(TRADING_PATHS.transfer, { cardId }), token, { requestId: randomUUID(), ...body });
const holderOf = async (cardId: string) =>
  (
    await t.deps.db
      .select({ userId: cards.userId, publicKey: cards.publicKey, seenAt: cards.seenAt })
      .from(cards)
      .where(eq(cards.id, cardId))
  )[0]!;
const tallied = async (userId: string) =>
  (await t.deps.db.select({ count: collectionTallies.count }).from(collectionTallies).where(eq(collectionTallies.userId, userId))).reduce(
    (sum, row) => sum + row.count,
    0,
  );

describe('giving a card', () => {
  it('moves it to the named account once, tells them and the game, and keeps its holders', async () => {
    const { creator, projectId, collection } = await playableCollection('common', common, { trading: ALWAYS });
    const hooks = await receiver();
    expect(
      (await send('POST', api(WEBHOOK_PATHS.endpoints, { projectId }), creator.token, { url: hooks.url, events: ['card.transferred'] }))
        .status,
    ).toBe(201);
    const giver = await giverWithCards(collection.id, 2);
    const friend = await buildUser(t);
    const friendId = await userIdOf(friend.token);
    // The game knows the friend as its player 'p-friend'; the giver linked no player to it.
    const { secret } = await makeKey(creator.token, projectId);
    await linkPlayer(secret, 'p-friend', friend.token);
    const [card, kept] = giver.cards as [TCard, TCard];
    const shared = await send('POST', api(SHARE_PATHS.cardShare, { cardId: card.id }), giver.token);
    expect(shared.status).toBe(200);

    const requestId = randomUUID();
    const given = await give(giver.token, card.id, { requestId, recipient: ` ${friend.username.toUpperCase()} ` });
    expect(given).toMatchObject({
      status: 201,
      body: {
        card: { id: card.id, name: card.name },
        recipient: { username: friend.username },
        message: M.transferred(card.name, friend.username),
      },
    });
    // Its retry answers the same transfer and moves nothing more.
    expect(await give(giver.token, card.id, { requestId, recipient: friend.username })).toMatchObject({
      status: 200,
      body: { id: given.body.id },
    });

    expect(await holderOf(card.id)).toEqual({ userId: friendId, publicKey: null, seenAt: null });
    const mine = async (token: string) => ((await get(t, api(CARD_PATHS.mine), token)).body as unknown as TCard[]).map((one) => one.id);
    expect(await mine(giver.token)).toEqual([kept.id]);
    expect(await mine(friend.token)).toEqual([card.id]);
    expect([await tallied(giver.userId), await tallied(friendId)]).toEqual([1, 1]);

    // Its holders, for whoever holds it now, and for nobody else.
    const trading = await get(t, api(TRADING_PATHS.card, { cardId: card.id }), friend.token);
    expect((trading.body as unknown as TCardTrading).owners).toEqual([
      { username: giver.username, profile: false, how: 'drawn', since: card.mintDate },
      { username: friend.username, profile: false, how: 'given', since: expect.any(String) },
    ]);
    expect((await get(t, api(TRADING_PATHS.card, { cardId: card.id }), giver.token)).status).toBe(404);
    // New to them, so on their trade hold: the panel says so before they try.
    expect((trading.body as unknown as TCardTrading).giving).toMatchObject({ code: 'TRADE_HOLD' });
    // The giver's link shows it no more; its new holder's shared page names nobody whose profile is private.
    expect((await get(t, api(SHARE_PATHS.share, { shareId: String(shared.body.shareId) }))).status).toBe(404);
    const reshared = await send('POST', api(SHARE_PATHS.cardShare, { cardId: card.id }), friend.token);
    const page = (await get(t, api(SHARE_PATHS.share, { shareId: String(reshared.body.shareId) }))).body as unknown as TSharedCard;
    expect(page).toMatchObject({
      owner: friend.username,
      owners: [
        { username: null, how: 'drawn' },
        { username: null, how: 'given' },
      ],
    });

    await t.deps.outbox.dispatch();
    const told = (await get(t, api(NOTIFICATION_PATHS.list), friend.token)).body as unknown as TNotificationList;
    expect(told.notifications[0]).toMatchObject({
      type: 'collectible_received',
      title: M.receivedTitle,
      message: M.received(giver.username, card.name, card.rarity),
    });
    const audited = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'card.transfer'), eq(auditLog.actorId, giver.userId)));
    expect(audited).toEqual([expect.objectContaining({ subjectId: friendId, meta: { transferId: given.body.id, cardId: card.id } })]);
    await vi.waitFor(() => expect(hooks.received).toHaveLength(1), { timeout: 10_000 });
    expect(JSON.parse(hooks.received[0]!.body)).toMatchObject({
      type: 'card.transferred',
      data: {
        projectId,
        transfer: { id: given.body.id, kind: 'gift' },
        card: { id: card.id, name: card.name },
        collection: { id: collection.id },
        from: null,
        to: { playerIds: ['p-friend'] },
        holder: { playerIds: ['p-friend'] },
      },
    });
    // The game reads the card, and its player's cards, with whoever holds it now.
    expect((await v1('GET', path(API_V1_PATHS.card, { cardId: card.id }), secret)).body).toMatchObject({
      id: card.id,
      drawnAt: card.mintDate,
      holder: { playerIds: ['p-friend'] },
      spent: false,
    });
    const held = await v1('GET', path(API_V1_PATHS.playerDraws, { playerId: 'p-friend' }), secret);
    expect(held.body.draws).toEqual([expect.objectContaining({ id: card.id, drawnAt: card.mintDate, heldSince: expect.any(String) })]);
  });

  it('asks the linked wallet to sign the card and the recipient, and finds a recipient by wallet', async () => {
    const { collection } = await playableCollection('common', common, { trading: ALWAYS });
    const giver = await buildUserWithWallet(t);
    const giverId = await madeDaysAgo(giver.token);
    const [card] = await drawCards({ token: giver.token, userId: giverId }, collection.id, 1);
    const friend = await buildUserWithWallet(t);
    const recipient = friend.wallet.publicKey;
    const nonce = (to: string) => async () =>
      (await post(t, api(TRADING_PATHS.transferNonce, { cardId: card!.id }), { recipient: to }, giver.token)).body;

    expect(await give(giver.token, card!.id, { recipient })).toMatchObject({ status: 400, body: { code: 'TRANSFER_SIGNATURE_REQUIRED' } });
    // Signed for someone else: it gives nothing to this one.
    const forOther = await signedLinkBody(giver.wallet, nonce(giver.username));
    expect(await give(giver.token, card!.id, { recipient, signed: forOther })).toMatchObject({
      status: 400,
      body: { code: 'INVALID_SIGNATURE' },
    });
    const byAnother = await signedLinkBody(friend.wallet, nonce(recipient), { address: friend.wallet.publicKey });
    expect(await give(giver.token, card!.id, { recipient, signed: byAnother })).toMatchObject({
      status: 400,
      body: { code: 'INVALID_SIGNATURE' },
    });
    expect((await holderOf(card!.id)).userId).toBe(giverId);

    const fields = await nonce(recipient)();
    expect(fields).toMatchObject({ statement: cardTransferStatement(card!, recipient) });
    const signed = await signedLinkBody(giver.wallet, async () => fields);
    expect(await give(giver.token, card!.id, { recipient, signed })).toMatchObject({
      status: 201,
      body: { recipient: { username: friend.username } },
    });
    expect(await holderOf(card!.id)).toMatchObject({ userId: await userIdOf(friend.token), publicKey: recipient });
  });

  it('refuses, with nothing moved: a new or changed account, a card not tradable, held too briefly, in play or not theirs', async () => {
    const never = await playableCollection('common', common);
    const held = await playableCollection('common', common, { trading: { tradable: 'held', heldDays: 30, creatorShareBps: 0 } });
    const open = await playableCollection('common', common, { trading: ALWAYS });
    const friend = await buildUser(t);
    const giver = await giverWithCards(open.collection.id, 2);
    const [mine, playing] = giver.cards as [TCard, TCard];
    const [kept] = await drawCards({ token: giver.token, userId: giver.userId }, never.collection.id, 1);
    const [young] = await drawCards({ token: giver.token, userId: giver.userId }, held.collection.id, 1);
    const to = { recipient: friend.username };

    const givingOf = async (cardId: string) =>
      ((await get(t, api(TRADING_PATHS.card, { cardId }), giver.token)).body as unknown as TCardTrading).giving;
    expect(await givingOf(mine.id)).toBeNull();
    expect(await give(giver.token, kept!.id, to)).toMatchObject({
      status: 409,
      body: { code: 'CARD_NOT_TRADABLE', error: M.notTradable('First Light') },
    });
    expect(await givingOf(kept!.id)).toEqual({ code: 'CARD_NOT_TRADABLE', message: M.notTradable('First Light') });
    expect(await give(giver.token, young!.id, to)).toMatchObject({ status: 409, body: { code: 'CARD_TRADE_LOCKED' } });
    expect((await play(giver.token, playing.id)).status).toBe(201);
    expect(await give(giver.token, playing.id, to)).toMatchObject({ status: 409, body: { code: 'CARD_IN_PLAY' } });
    expect(await givingOf(playing.id)).toMatchObject({ code: 'CARD_IN_PLAY' });
    expect(await give(friend.token, mine.id, { recipient: giver.username })).toMatchObject({
      status: 404,
      body: { code: 'CARD_NOT_FOUND' },
    });
    expect(await give(giver.token, mine.id, { recipient: giver.username.toLowerCase() })).toMatchObject({
      status: 400,
      body: { code: 'TRANSFER_TO_SELF', field: 'recipient' },
    });
    expect(await give(giver.token, mine.id, { recipient: 'nobody_here_at_all' })).toMatchObject({
      status: 404,
      body: { code: 'RECIPIENT_NOT_FOUND' },
    });
    expect(await give(giver.token, mine.id, { recipient: 'not a name!' })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_ERROR', error: expect.stringContaining(M.recipientInvalid) },
    });
    expect(await give(await observerTokenFor(t, giver.token), mine.id, to)).toMatchObject({ status: 403 });
    // A new account, then one whose password just changed: the hold names the day it ends.
    const fresh = await buildUser(t);
    const [freshCard] = await drawCards({ token: fresh.token, userId: await userIdOf(fresh.token) }, open.collection.id, 1);
    expect(await give(fresh.token, freshCard!.id, to)).toMatchObject({ status: 403, body: { code: 'TRADE_HOLD' } });
    const changed = await send('POST', '/api/auth/change-password', giver.token, { currentPassword: 'Arcana12', newPassword: 'Arcana123' });
    expect(changed.status).toBe(200);
    const relogged = await post(t, '/api/auth/login', { email: giver.email, password: 'Arcana123' });
    expect(await give(String(relogged.body.token), mine.id, to)).toMatchObject({ status: 403, body: { code: 'TRADE_HOLD' } });

    expect((await holderOf(mine.id)).userId).toBe(giver.userId);
    expect(await tallied(await userIdOf(friend.token))).toBe(0);
  });

  it('takes a card given back out of its giver’s old link and profile, spends each signature once, and holds after an unlinked wallet', async () => {
    const { collection } = await playableCollection('common', common, { trading: ALWAYS });
    const giver = await buildUserWithWallet(t);
    const giverId = await madeDaysAgo(giver.token);
    const [card] = await drawCards({ token: giver.token, userId: giverId }, collection.id, 1);
    const friend = await buildUser(t);
    await madeDaysAgo(friend.token);
    const shared = await send('POST', api(SHARE_PATHS.cardShare, { cardId: card!.id }), giver.token);
    expect((await send('PATCH', api(PROFILE_PATHS.mine), giver.token, { public: true, cardIds: [card!.id] })).status).toBe(200);
    const signed = await signedLinkBody(
      giver.wallet,
      async () => (await post(t, api(TRADING_PATHS.transferNonce, { cardId: card!.id }), { recipient: friend.username }, giver.token)).body,
    );
    expect((await give(giver.token, card!.id, { recipient: friend.username, signed })).status).toBe(201);
    expect((await give(friend.token, card!.id, { recipient: giver.username })).status).toBe(201);
    await t.deps.outbox.dispatch();

    // Back in the giver's hands: the link they shared and their profile's place for it stay gone.
    expect((await holderOf(card!.id)).userId).toBe(giverId);
    expect((await get(t, api(SHARE_PATHS.share, { shareId: String(shared.body.shareId) }))).status).toBe(404);
    const profile = await get(t, api(PROFILE_PATHS.profile, { username: giver.username }));
    expect(profile.body).toMatchObject({ cards: [] });
    // Its first signature gives nothing twice.
    expect(await give(giver.token, card!.id, { recipient: friend.username, signed })).toMatchObject({
      status: 409,
      body: { code: 'SIGNATURE_REPLAYED' },
    });
    // A wallet unlinked signs nothing: the trade hold starts again.
    expect((await send('POST', api(WALLET_PATHS.unlink), giver.token, {})).status).toBe(200);
    expect(await give(giver.token, card!.id, { recipient: friend.username })).toMatchObject({ status: 403, body: { code: 'TRADE_HOLD' } });
  });

  it('asks for a recent proof of presence', async () => {
    const { collection } = await playableCollection('common', common, { trading: ALWAYS });
    const giver = await buildUser(t, { linkSession: true });
    const userId = await madeDaysAgo(giver.token);
    const [card] = await drawCards({ token: giver.token, userId }, collection.id, 1);
    const friend = await buildUser(t);
    expect(await give(giver.token, card!.id, { recipient: friend.username })).toMatchObject({
      status: 403,
      body: { code: 'REAUTH_REQUIRED' },
    });
    expect((await holderOf(card!.id)).userId).toBe(userId);
  });

  it('gives one card to one account when two transfers race, answers a request’s retry with its transfer, and never plays a card given', async () => {
    const { collection } = await playableCollection('common', common, { trading: ALWAYS });
    const giver = await giverWithCards(collection.id, 3);
    const [one, two] = [await buildUser(t), await buildUser(t)];
    const [card, retried, played] = giver.cards as [TCard, TCard, TCard];
    const answers = await Promise.all([
      give(giver.token, card.id, { recipient: one.username }),
      give(giver.token, card.id, { recipient: two.username }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 404]);
    const ids = await Promise.all([one, two].map((user) => userIdOf(user.token)));
    expect(ids).toContain((await holderOf(card.id)).userId);

    // One request sent twice at once, from two devices: one transfer, answered to both.
    const requestId = randomUUID();
    const twice = await Promise.all([1, 2].map(() => give(giver.token, retried.id, { requestId, recipient: one.username })));
    expect(twice.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(twice[0]!.body.id).toBe(twice[1]!.body.id);

    // A play and a gift of one card at once: never both.
    const [playing, given] = await Promise.all([play(giver.token, played.id), give(giver.token, played.id, { recipient: two.username })]);
    expect([playing.status, given.status].sort()).toEqual(given.status === 201 ? [201, 404] : [201, 409]);
    expect((await Promise.all([giver.userId, ...ids].map(tallied))).reduce((a, b) => a + b)).toBe(3);
  });
});
