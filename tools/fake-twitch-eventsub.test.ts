import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOAuth, type FakeOAuth } from './fake-oauth';
import { startFakeTwitch, type FakeTwitch } from './fake-twitch';
import { appToken, helix, startCallback, subscribe, userToken, type Callback, type EventSubBody } from './fake-twitch.test-support';

const CHANNEL_SCOPES = ['moderator:read:followers', 'channel:read:subscriptions', 'bits:read', 'channel:read:redemptions'];
const VIEWER = { id: '713936733', login: 'gemhunter', name: 'GemHunter' };
const RFC3339_NANO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{9}Z$/;

describe('fake Twitch: EventSub webhooks', () => {
  let oauth: FakeOAuth;
  let twitch: FakeTwitch;
  let callback: Callback;
  let app: string;

  beforeAll(async () => {
    oauth = await startFakeOAuth();
    twitch = await startFakeTwitch({ oauth, retryDelaysMs: [5, 5], pageSize: 2, callbackTimeoutMs: 1000 });
    app = await appToken(oauth);
  });
  beforeEach(async () => void (callback = await startCallback()));
  afterAll(() => Promise.all([twitch.close(), oauth.close()]));

  const headersOf = (index: number) => {
    const headers = callback.received[index]?.headers ?? {};
    return Object.fromEntries(Object.entries(headers).filter(([name]) => name.startsWith('twitch-eventsub-')));
  };

  let created = 0;
  /** A creator of the test's own who connected the channel, granting the scopes the subscriptions need. */
  async function connectedCreator() {
    created += 1;
    const creator = { id: String(41_245_000 + created), username: `arcanacreator${created}`, displayName: `ArcanaCreator${created}` };
    await userToken(oauth, creator, CHANNEL_SCOPES);
    return creator;
  }

  /** An enabled subscription of this type at this test's callback. */
  async function enabled(type: string, condition: Record<string, string>, version = '1') {
    const subscription = await subscribe(twitch, app, { type, version, condition, callback: callback.url });
    expect(subscription.status).toBe('enabled');
    return subscription.id;
  }

  it('answers 202 pending, then posts a signed challenge and enables the subscription the callback proved', async () => {
    const creator = await connectedCreator();
    const condition = { broadcaster_user_id: creator.id, moderator_user_id: creator.id };
    const { created, id, status } = await subscribe(twitch, app, {
      type: 'channel.follow',
      version: '2',
      condition,
      callback: callback.url,
    });
    expect(created.status).toBe(202);
    expect(created.body).toEqual({
      data: [
        {
          id,
          status: 'webhook_callback_verification_pending',
          type: 'channel.follow',
          version: '2',
          condition,
          created_at: expect.stringMatching(RFC3339_NANO),
          transport: { method: 'webhook', callback: callback.url },
          cost: 0,
        },
      ],
      total: expect.any(Number),
      total_cost: expect.any(Number),
      max_total_cost: 10_000,
    });
    expect(status).toBe('enabled');
    expect(callback.received[0]?.verdict).toBe('challenge answered');
    expect(headersOf(0)).toEqual({
      'twitch-eventsub-message-id': expect.any(String),
      'twitch-eventsub-message-retry': '0',
      'twitch-eventsub-message-type': 'webhook_callback_verification',
      'twitch-eventsub-message-signature': expect.stringMatching(/^sha256=[0-9a-f]{64}$/),
      'twitch-eventsub-message-timestamp': expect.stringMatching(RFC3339_NANO),
      'twitch-eventsub-subscription-type': 'channel.follow',
      'twitch-eventsub-subscription-version': '2',
    });
    const body = JSON.parse(callback.received[0]?.body ?? '{}') as EventSubBody;
    expect(body.challenge).toEqual(expect.any(String));
    expect(body.subscription).toMatchObject({ id, status: 'webhook_callback_verification_pending' });
    await callback.close();
  });

  it('leaves a subscription unverified when its callback answers anything but the exact challenge', async () => {
    const creator = await connectedCreator();
    callback.behaviour.wrongChallenge = true;
    const { id, status } = await subscribe(twitch, app, {
      type: 'channel.cheer',
      version: '1',
      condition: { broadcaster_user_id: creator.id },
      callback: callback.url,
    });
    expect(status).toBe('webhook_callback_verification_failed');
    await expect(twitch.notify({ subscriptionId: id })).rejects.toThrow(/webhook_callback_verification_failed/);
    await callback.close();
  });

  it('refuses a duplicate (409), a user token, a short secret, an unknown version, an incomplete condition (400) and a channel that never consented (403)', async () => {
    const creator = await connectedCreator();
    await enabled('channel.subscribe', { broadcaster_user_id: creator.id });
    const body = (changes: Record<string, unknown> = {}) => ({
      type: 'channel.subscribe',
      version: '1',
      condition: { broadcaster_user_id: creator.id },
      transport: { method: 'webhook', callback: callback.url, secret: 'a-secret-of-our-app-0123456789' },
      ...changes,
    });
    const post = (token: string, payload: unknown) =>
      helix(twitch, '/helix/eventsub/subscriptions', { token, method: 'POST', body: payload });
    const broadcaster = await userToken(oauth, creator, CHANNEL_SCOPES);

    expect(await post(app, body())).toEqual({
      status: 409,
      body: { error: 'Conflict', status: 409, message: 'subscription already exists' },
    });
    expect((await post(broadcaster, body({ type: 'channel.cheer' }))).body).toMatchObject({
      status: 400,
      message: 'invalid transport and auth combination',
    });
    expect(
      (await post(app, body({ type: 'channel.cheer', transport: { method: 'webhook', callback: callback.url, secret: 'short' } }))).status,
    ).toBe(400);
    expect((await post(app, body({ type: 'channel.follow', version: '1' }))).status).toBe(400);
    const withoutModerator = await post(app, body({ type: 'channel.follow', version: '2' }));
    expect(withoutModerator.body).toMatchObject({ status: 400, message: 'missing required condition field: moderator_user_id' });
    const stranger = await post(app, body({ type: 'channel.cheer', condition: { broadcaster_user_id: '999' } }));
    expect(stranger).toEqual({
      status: 403,
      body: { error: 'Forbidden', status: 403, message: 'subscription missing proper authorization' },
    });
    await callback.close();
  });

  it('lists the client’s subscriptions with totals, one filter at a time and a cursor, and deletes them (204, then 404)', async () => {
    const creator = await connectedCreator();
    const raid = await enabled('channel.raid', { to_broadcaster_user_id: creator.id });
    const all = await helix(twitch, '/helix/eventsub/subscriptions', { token: app });
    const total = all.body.total as number;
    expect(all.body).toMatchObject({ total_cost: 1, max_total_cost: 10_000 });
    expect(all.body.data).toHaveLength(2);
    const pages = [all.body.data ?? []];
    let cursor = (all.body.pagination as { cursor?: string }).cursor;
    while (cursor) {
      const next = await helix(twitch, `/helix/eventsub/subscriptions?after=${cursor}`, { token: app });
      pages.push(next.body.data ?? []);
      cursor = (next.body.pagination as { cursor?: string }).cursor;
    }
    expect(pages.flat()).toHaveLength(total);
    const raids = await helix(twitch, '/helix/eventsub/subscriptions?type=channel.raid', { token: app });
    expect(raids.body.data?.map(({ id }) => id)).toEqual([raid]);
    expect((await helix(twitch, '/helix/eventsub/subscriptions?type=channel.raid&status=enabled', { token: app })).status).toBe(400);

    expect((await helix(twitch, `/helix/eventsub/subscriptions?id=${raid}`, { token: app, method: 'DELETE' })).status).toBe(204);
    const again = await helix(twitch, `/helix/eventsub/subscriptions?id=${raid}`, { token: app, method: 'DELETE' });
    expect(again.body).toEqual({ error: 'Not Found', status: 404, message: 'subscription not found' });
    await callback.close();
  });

  it('signs each notification so the callback’s documented check passes, with the event as Twitch words it', async () => {
    const creator = await connectedCreator();
    const id = await enabled('channel.subscription.gift', { broadcaster_user_id: creator.id });
    const sent = await twitch.notify({ subscriptionId: id }, { user: VIEWER, total: 5, tier: '2000' });
    expect(sent.attempts).toEqual([{ retry: 0, status: 204, body: '' }]);
    expect(callback.received.at(-1)?.verdict).toBe('processed');
    expect(callback.processed().at(-1)).toEqual({
      subscription: expect.objectContaining({ id, type: 'channel.subscription.gift', status: 'enabled' }),
      event: {
        user_id: VIEWER.id,
        user_login: VIEWER.login,
        user_name: VIEWER.name,
        broadcaster_user_id: creator.id,
        broadcaster_user_login: creator.username,
        broadcaster_user_name: creator.displayName,
        total: 5,
        tier: '2000',
        cumulative_total: 5,
        is_anonymous: false,
      },
    });
    await twitch.notify({ type: 'channel.subscription.gift', broadcasterUserId: creator.id }, { isAnonymous: true, total: 3 });
    expect(callback.processed().at(-1)?.event).toMatchObject({
      user_id: null,
      user_login: null,
      user_name: null,
      cumulative_total: null,
      is_anonymous: true,
    });
    await callback.close();
  });

  it('resends a message under its id with Message-Retry one up, which the callback ignores, and the same event under a new id, which it takes', async () => {
    const creator = await connectedCreator();
    const id = await enabled('channel.cheer', { broadcaster_user_id: creator.id });
    const first = await twitch.notify({ subscriptionId: id }, { user: VIEWER, bits: 500 });
    const duplicate = await twitch.resend(first.messageId);
    const renamed = await twitch.resend(first.messageId, { newMessageId: true });
    expect(duplicate.messageId).toBe(first.messageId);
    expect(duplicate.attempts[0]?.retry).toBe(1);
    expect(renamed.messageId).not.toBe(first.messageId);
    const verdicts = callback.received.slice(-3).map(({ verdict, headers }) => [verdict, headers['twitch-eventsub-message-retry']]);
    expect(verdicts).toEqual([
      ['processed', '0'],
      ['duplicate ignored', '1'],
      ['processed', '0'],
    ]);
    expect(callback.received.at(-1)?.body).toBe(callback.received.at(-3)?.body);
    expect(callback.processed().at(-1)?.event).toMatchObject({ bits: 500, user_id: VIEWER.id, is_anonymous: false });
    await callback.close();
  });

  it('delivers a stale, a tampered and a wrongly signed message with all their headers, and the callback refuses each', async () => {
    const creator = await connectedCreator();
    const id = await enabled('channel.raid', { to_broadcaster_user_id: creator.id });
    const before = callback.received.length;
    for (const forgery of ['stale timestamp', 'tampered body', 'wrong secret'] as const) {
      const sent = await twitch.notify({ subscriptionId: id }, { user: VIEWER, viewers: 40 }, { forgery });
      // Refused with a 403 each time, and so retried as Twitch retries.
      expect(sent.attempts.map(({ status }) => status)).toEqual([403, 403, 403]);
      expect(sent.delivered).toBe(false);
    }
    const verdicts = callback.received.slice(before).map(({ verdict }) => verdict);
    expect(verdicts).toEqual([
      'stale',
      'stale',
      'stale',
      'bad signature',
      'bad signature',
      'bad signature',
      'bad signature',
      'bad signature',
      'bad signature',
    ]);
    const tampered = JSON.parse(callback.received[before + 3]?.body ?? '{}') as EventSubBody;
    expect(tampered.event?.viewers).toBe(4000);
    expect(Object.keys(headersOf(before))).toHaveLength(7);
    await callback.close();
  });

  it('retries a notification the callback refuses, Message-Retry counting up, until a 2xx', async () => {
    const creator = await connectedCreator();
    const id = await enabled('channel.subscribe', { broadcaster_user_id: creator.id });
    callback.behaviour.refuseNext = 2;
    const sent = await twitch.notify({ subscriptionId: id }, { user: VIEWER });
    expect(sent.attempts.map(({ retry, status }) => [retry, status])).toEqual([
      [0, 500],
      [1, 500],
      [2, 204],
    ]);
    expect(new Set(callback.received.slice(-3).map(({ headers }) => headers['twitch-eventsub-message-id'])).size).toBe(1);
    await callback.close();
  });

  it('gives up on a callback that does not answer in time, and sends the same message again', async () => {
    const creator = await connectedCreator();
    const id = await enabled('channel.subscribe', { broadcaster_user_id: creator.id });
    callback.behaviour.ignoreNext = 1;
    const sent = await twitch.notify({ subscriptionId: id }, { user: VIEWER });
    expect(sent.attempts.map(({ retry, status }) => [retry, status])).toEqual([
      [0, null],
      [1, 204],
    ]);
    expect(callback.received.slice(-2).map(({ verdict }) => verdict)).toEqual(['not answered', 'processed']);
    await callback.close();
  });

  it('revokes a subscription: its status changes, the callback hears it once, and no notification follows', async () => {
    const creator = await connectedCreator();
    const id = await enabled('channel.channel_points_custom_reward_redemption.add', { broadcaster_user_id: creator.id });
    callback.behaviour.refuseNext = 5;
    const revoked = await twitch.revoke(id, 'authorization_revoked');
    expect(revoked.attempts).toHaveLength(1);
    expect(headersOf(callback.received.length - 1)['twitch-eventsub-message-type']).toBe('revocation');
    expect(JSON.parse(callback.received.at(-1)?.body ?? '{}')).toEqual({
      subscription: expect.objectContaining({ id, status: 'authorization_revoked' }),
    });
    const listed = await helix(twitch, `/helix/eventsub/subscriptions?subscription_id=${id}`, { token: app });
    expect(listed.body.data?.[0]?.status).toBe('authorization_revoked');
    await expect(twitch.notify({ subscriptionId: id })).rejects.toThrow(/authorization_revoked/);
    await callback.close();
  });
});
