import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { REWARD_MESSAGES, REWARD_PATHS, TWITCH_PATHS } from '@arcana/shared';
import { ZGrant, ZRule, ZTwitchChannel, ZWaitingViewerList } from '@arcana/shared/schemas';
import { inbox, notifications } from '../../db/schema.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { signEventSubMessage } from '../../../../../tools/fake-twitch-eventsub.js';
import { EVENTSUB_HEADERS } from './eventsub-signature.js';
import { buildUser, get, observerTokenFor } from '../../../test/factories.js';
import { projectHelpers } from '../../../test/projects.js';
import { balanceOf, connectChannel, decided, linkTwitch, twitchHelpers, useTwitchApp } from '../../../test/twitch.js';

const { t, fakes } = useTwitchApp();
const { api, send, creatorWithCollection } = projectHelpers(t);
const { twitchId, channelWithRule, viewer, follow } = twitchHelpers(t, fakes);

describe('Twitch rules over EventSub', () => {
  it('connect the channel as broadcaster with the scopes the rules need, and subscribe when a rule is turned on', async () => {
    const { creator, projectId, broadcaster, subscription } = await channelWithRule({ source: 'twitch.follow', reward: 2 });
    const channel = await get(t, api(TWITCH_PATHS.channel, { projectId }), creator.token);
    expect(ZTwitchChannel.parse(channel.body)).toMatchObject({
      channel: { id: broadcaster.id, login: broadcaster.username, missingScopes: [] },
    });
    const onTwitch = fakes()
      .twitch.subscriptions()
      .find((s) => s.id === subscription.twitchId);
    expect(onTwitch).toMatchObject({
      type: 'channel.follow',
      version: '2',
      status: 'enabled',
      condition: { broadcaster_user_id: broadcaster.id, moderator_user_id: broadcaster.id },
      transport: { method: 'webhook', callback: expect.stringContaining(`/api/twitch/eventsub/${subscription.id}`) },
    });
    // The secret is kept sealed, never as given to Twitch.
    expect(subscription.secret).toMatch(/^v1:/);
  });

  it('grants a follow once: a duplicate message, and the same follow under a new message id, grant nothing more', async () => {
    const { creator, collection, broadcaster } = await channelWithRule({ source: 'twitch.follow', reward: 2 });
    const fan = await viewer();
    const sent = await follow(broadcaster.id, fan.twitch);
    expect(sent.attempts.map((a) => a.status)).toEqual([204]);
    await decided(t);
    expect(await balanceOf(t, fan.id, collection.id)).toBe(2);

    expect((await fakes().twitch.resend(sent.messageId)).attempts.at(-1)?.status).toBe(204);
    expect((await fakes().twitch.resend(sent.messageId, { newMessageId: true })).attempts.at(-1)?.status).toBe(204);
    await decided(t);
    expect(await balanceOf(t, fan.id, collection.id)).toBe(2);

    // The notice is told once the grant is committed, a moment after the balance shows it.
    await vi.waitFor(async () => {
      const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, fan.id));
      expect(told.filter((n) => n.type === 'draws_earned').map((n) => [n.title, n.message])).toEqual([
        [`You earned 2 draws in Nova Studio`, `You followed the channel on Twitch. Draw them in First Light.`],
      ]);
    });
    const feed = await get(t, api(REWARD_PATHS.grants, { collectionId: collection.id }), creator.token);
    expect(ZGrant.array().parse(feed.body)).toEqual([
      expect.objectContaining({ collector: fan.username, draws: 2, reason: 'followed the channel', source: 'twitch.follow' }),
    ]);
  });

  it('grants a channel points redemption and marks it FULFILLED; one redemption under two message ids grants once', async () => {
    const { collection, broadcaster } = await channelWithRule({ source: 'twitch.redemption', title: 'Card pack', cost: 500, reward: 3 });
    const reward = fakes()
      .twitch.subscriptions()
      .find((s) => s.condition.broadcaster_user_id === broadcaster.id && s.condition.reward_id);
    const fan = await viewer();
    const sent = await fakes().twitch.notify({ subscriptionId: reward!.id }, { user: fan.twitch });
    await fakes().twitch.resend(sent.messageId, { newMessageId: true });
    await decided(t);
    expect(await balanceOf(t, fan.id, collection.id)).toBe(3);
    await vi.waitFor(() =>
      expect(
        fakes()
          .twitch.redemptions()
          .find((r) => r.id === sent.event?.id)?.status,
      ).toBe('FULFILLED'),
    );
  });

  it('holds the rule’s condition and caps: below the threshold, past the daily cap or the budget, nothing is granted', async () => {
    const { creator, collection, broadcaster, rule } = await channelWithRule(
      { source: 'twitch.cheer', minBits: 100, reward: 1 },
      { perAccountPerDay: 2, budget: 3 },
    );
    const fan = await viewer();
    const cheer = (bits: number, user = fan.twitch) =>
      fakes().twitch.notify({ type: 'channel.cheer', broadcasterUserId: broadcaster.id }, { user, bits });
    await cheer(99);
    await cheer(100);
    await cheer(500);
    await cheer(1000);
    await decided(t);
    // 99 bits is below the threshold; the third cheer that met it is past the account's 2 a day.
    expect(await balanceOf(t, fan.id, collection.id)).toBe(2);
    const other = await viewer();
    await cheer(100, other.twitch);
    await cheer(100, other.twitch);
    await decided(t);
    // The budget of 3 had 1 left.
    expect(await balanceOf(t, other.id, collection.id)).toBe(1);
    const rules = await get(t, api(REWARD_PATHS.rules, { collectionId: collection.id }), creator.token);
    expect(
      ZRule.array()
        .parse(rules.body)
        .find((r) => r.id === rule.id),
    ).toMatchObject({ granted: 3, budgetLeft: 0 });
    const outcomes = (await t.database.db.select().from(inbox).where(eq(inbox.ruleId, rule.id))).map((row) => row.outcome).sort();
    expect(outcomes).toEqual(
      [
        'Below the rule’s threshold',
        'Granted 1',
        'Granted 1',
        'Granted 1',
        'The account’s draws for today are reached',
        'The rule’s budget is spent',
      ].sort(),
    );
  });

  it('grows with the event: draws per step of bits or gifted subs up to the rule’s most, and a subscription’s by its tier', async () => {
    const cheers = await channelWithRule({ source: 'twitch.cheer', minBits: 100, reward: 1, scale: { per: 100, max: 10 } });
    const gifts = await channelWithRule({ source: 'twitch.gift', minGifts: 1, reward: 2, scale: { per: 1, max: 20 } });
    const subs = await channelWithRule({ source: 'twitch.subscribe', reward: 1, byTier: { tier2: 2, tier3: 5 } });
    // One after another: each links its own Twitch account.
    const [cheerer, gifter, tier1, tier2, tier3] = [await viewer(), await viewer(), await viewer(), await viewer(), await viewer()];
    const cheer = (bits: number) =>
      fakes().twitch.notify({ type: 'channel.cheer', broadcasterUserId: cheers.broadcaster.id }, { user: cheerer.twitch, bits });
    // 99 is below the minimum; 250 is two steps; 10,000 is a hundred, held to the most of 10.
    for (const bits of [99, 100, 250, 10_000]) await cheer(bits);
    const gift = (total: number, cumulativeTotal: number) =>
      fakes().twitch.notify(
        { type: 'channel.subscription.gift', broadcasterUserId: gifts.broadcaster.id },
        { user: gifter.twitch, total, cumulativeTotal },
      );
    // A burst of 5 gifts is 5 steps of 2 draws; one of 50, held to 20.
    await gift(5, 5);
    await gift(50, 55);
    for (const [fan, tier, isGift] of [
      [tier1, '1000', false],
      [tier2, '2000', false],
      [tier3, '3000', true],
    ] as const)
      await fakes().twitch.notify(
        { type: 'channel.subscribe', broadcasterUserId: subs.broadcaster.id },
        { user: fan.twitch, tier, isGift },
      );
    await decided(t);

    expect(await balanceOf(t, cheerer.id, cheers.collection.id)).toBe(1 + 2 + 10);
    expect(await balanceOf(t, gifter.id, gifts.collection.id)).toBe(10 + 20);
    const tiers = [];
    for (const fan of [tier1, tier2, tier3]) tiers.push(await balanceOf(t, fan.id, subs.collection.id));
    expect(tiers).toEqual([1, 2, 5]);
    const feed = await get(t, api(REWARD_PATHS.grants, { collectionId: subs.collection.id }), subs.creator.token);
    expect(
      ZGrant.array()
        .parse(feed.body)
        .map(({ draws, reason }) => `${draws}: ${reason}`)
        .sort(),
    ).toEqual(['1: subscribed', '2: subscribed at Tier 2', '5: got a gifted sub at Tier 3']);
  });

  it('refuses a rule that grows with a minimum below one step, or a most below one step’s draws, storing nothing', async () => {
    const { creator, collection } = await creatorWithCollection();
    const rules = api(REWARD_PATHS.rules, { collectionId: collection.id });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ source: 'twitch.cheer', minBits: 50, reward: 1, scale: { per: 100, max: 10 } }, 'terms.scale.per', REWARD_MESSAGES.scaleMin],
      [{ source: 'twitch.gift', minGifts: 1, reward: 5, scale: { per: 1, max: 4 } }, 'terms.scale.max', REWARD_MESSAGES.scaleMax],
      [{ source: 'twitch.cheer', minBits: 100, reward: 1, scale: { per: 100, max: 101 } }, 'terms.scale.max', REWARD_MESSAGES.reward],
      [{ source: 'twitch.subscribe', reward: 1, byTier: { tier2: 0, tier3: 5 } }, 'terms.byTier.tier2', REWARD_MESSAGES.reward],
    ];
    for (const [terms, field, error] of cases)
      expect(await send('POST', rules, creator.token, { terms })).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_ERROR', error, field },
      });
    expect((await get(t, rules, creator.token)).body).toEqual([]);
  });

  it('refuses a tampered body, a stale timestamp, a wrong secret and an unknown subscription with a 4xx, granting nothing', async () => {
    const { collection, broadcaster, subscription } = await channelWithRule({ source: 'twitch.follow', reward: 1 });
    const fan = await viewer();
    for (const forgery of ['tampered body', 'stale timestamp', 'wrong secret'] as const) {
      const sent = await fakes().twitch.notify(
        { type: 'channel.follow', broadcasterUserId: broadcaster.id },
        { user: fan.twitch },
        { forgery },
      );
      expect(sent.attempts[0]?.status).toBe(403);
    }
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/twitch/eventsub/${crypto.randomUUID()}`,
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'EVENTSUB_REFUSED' });
    expect(await t.database.db.select().from(inbox).where(eq(inbox.ruleId, subscription.ruleId!))).toEqual([]);
    expect(await balanceOf(t, fan.id, collection.id)).toBe(0);
  });

  it('turns the rule off on revocation and tells the creator', async () => {
    const { creator, collection, subscription, rule } = await channelWithRule({ source: 'twitch.follow', reward: 1 });
    const sent = await fakes().twitch.revoke(subscription.twitchId!, 'authorization_revoked');
    expect(sent.attempts[0]?.status).toBe(204);
    const rules = await get(t, api(REWARD_PATHS.rules, { collectionId: collection.id }), creator.token);
    expect(
      ZRule.array()
        .parse(rules.body)
        .find((r) => r.id === rule.id),
    ).toMatchObject({
      enabled: false,
      disabledReason: REWARD_MESSAGES.revoked,
    });
    const told = await get(t, '/api/notifications', creator.token);
    expect(JSON.stringify(told.body)).toContain('A Twitch rule stopped');
  });

  it('counts a revocation once: its message again, after the rule is on again, changes nothing', async () => {
    const { creator, collection, subscription, rule } = await channelWithRule({ source: 'twitch.follow', reward: 1 });
    const revoked = await fakes().twitch.revoke(subscription.twitchId!, 'authorization_revoked');
    expect(revoked.attempts[0]?.status).toBe(204);
    const rulesPath = api(REWARD_PATHS.rules, { collectionId: collection.id });
    const enabledOf = async () =>
      ZRule.array()
        .parse((await get(t, rulesPath, creator.token)).body)
        .find((r) => r.id === rule.id)?.enabled;
    expect(await enabledOf()).toBe(false);
    expect((await send('PATCH', api(REWARD_PATHS.rule, { ruleId: rule.id }), creator.token, { enabled: true })).status).toBe(200);
    // A replay of the captured message (same id, timestamp and signature), within Twitch's ten minutes.
    const replayed = await fakes().twitch.resend(revoked.messageId);
    expect(replayed.attempts[0]?.status).toBe(204);
    expect(await enabledOf()).toBe(true);
    const told = await get(t, '/api/notifications', creator.token);
    expect(JSON.stringify(told.body).match(/A Twitch rule stopped/g)).toHaveLength(1);
  });

  it('ignores a revocation whose body says the subscription is still enabled', async () => {
    const { creator, collection, subscription, rule } = await channelWithRule({ source: 'twitch.follow', reward: 1 });
    const body = JSON.stringify({ subscription: { id: subscription.twitchId, status: 'enabled', type: 'channel.follow', version: '2' } });
    const message = { id: randomUUID(), timestamp: new Date().toISOString() };
    const secret = createSecretBox(t.deps.config.encryptionKey).open(subscription.secret);
    const res = await t.app.inject({
      method: 'POST',
      url: api(TWITCH_PATHS.eventSub, { subscriptionId: subscription.id }),
      payload: body,
      headers: {
        'content-type': 'application/json',
        [EVENTSUB_HEADERS.id]: message.id,
        [EVENTSUB_HEADERS.timestamp]: message.timestamp,
        [EVENTSUB_HEADERS.type]: 'revocation',
        [EVENTSUB_HEADERS.signature]: signEventSubMessage(secret, message.id, message.timestamp, body),
      },
    });
    expect(res.statusCode).toBe(204);
    const rules = await get(t, api(REWARD_PATHS.rules, { collectionId: collection.id }), creator.token);
    expect(
      ZRule.array()
        .parse(rules.body)
        .find((r) => r.id === rule.id),
    ).toMatchObject({ enabled: true });
  });

  it('keeps an event for a Twitch user with no account, lists them to the creator, and grants it when they link that account', async () => {
    const { creator, collection, broadcaster } = await channelWithRule({ source: 'twitch.follow', reward: 3 });
    const newcomer = { id: twitchId(), login: 'newcomer', name: 'Newcomer' };
    await follow(broadcaster.id, newcomer);
    await decided(t);
    const [parked] = await t.database.db.select().from(inbox).where(eq(inbox.viewerRef, newcomer.id));
    expect(parked).toMatchObject({ state: 'parked' });
    const waiting = () => get(t, api(REWARD_PATHS.waiting, { collectionId: collection.id }), creator.token);
    const listed = ZWaitingViewerList.parse((await waiting()).body);
    expect(listed.map(({ login, draws }) => ({ login, draws }))).toEqual([{ login: 'newcomer', draws: 3 }]);
    expect(Date.parse(listed[0]!.since)).toBeLessThanOrEqual(Date.now());
    const stranger = await buildUser(t);
    expect((await get(t, api(REWARD_PATHS.waiting, { collectionId: collection.id }), stranger.token)).status).toBe(403);
    const user = await buildUser(t);
    await linkTwitch(t, fakes(), user.token, newcomer.id);
    const me = await get(t, '/api/auth/verify', user.token);
    const userId = (me.body.user as { id: string }).id;
    await decided(t);
    await vi.waitFor(async () => expect(await balanceOf(t, userId, collection.id)).toBe(3));
    // The notice is told once the grant is committed, a moment after the balance shows it.
    await vi.waitFor(async () => {
      const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
      expect(told.map((n) => n.title)).toContain('3 draws are waiting for you in Nova Studio');
    });
    expect((await waiting()).body).toEqual([]);
  });

  it('turning the rule off deletes its subscription on Twitch; the channel’s creator alone connects it; observers are refused', async () => {
    const { creator, projectId, rule, subscription } = await channelWithRule({ source: 'twitch.follow', reward: 1 });
    const off = await send('PATCH', api(REWARD_PATHS.rule, { ruleId: rule.id }), creator.token, { enabled: false });
    expect(off).toMatchObject({ status: 200, body: { enabled: false } });
    expect(
      fakes()
        .twitch.subscriptions()
        .some((s) => s.id === subscription.twitchId),
    ).toBe(false);

    const stranger = await buildUser(t);
    const refused = await connectChannel(t, fakes(), stranger.token, projectId, { id: twitchId(), username: 'thief' });
    expect(refused.status).toBe(403);
    const observer = await observerTokenFor(t, creator.token);
    const observed = await connectChannel(t, fakes(), observer, projectId, { id: twitchId(), username: 'observer' });
    expect(observed).toMatchObject({ status: 403, body: { code: 'OBSERVER_READ_ONLY' } });
  });

  it('refuses to turn on a Twitch rule before the channel is connected', async () => {
    const { creator, collection } = await creatorWithCollection();
    const added = await send('POST', api(REWARD_PATHS.rules, { collectionId: collection.id }), creator.token, {
      terms: { source: 'twitch.follow', reward: 1 },
    });
    const on = await send('PATCH', api(REWARD_PATHS.rule, { ruleId: ZRule.parse(added.body).id }), creator.token, {
      enabled: true,
    });
    expect(on).toMatchObject({ status: 409, body: { code: 'TWITCH_NOT_CONNECTED', error: REWARD_MESSAGES.twitchNotConnected } });
  });
});
