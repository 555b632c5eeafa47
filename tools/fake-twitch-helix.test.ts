import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOAuth, type FakeOAuth } from './fake-oauth';
import { startFakeTwitch, type FakeTwitch } from './fake-twitch';
import { appToken, helix, startCallback, subscribe, userToken, type Callback } from './fake-twitch.test-support';

const MANAGE = 'channel:manage:redemptions';
const VIEWER = { id: '713936733', login: 'gemhunter', name: 'GemHunter' };

describe('fake Twitch: Helix users and channel points', () => {
  let oauth: FakeOAuth;
  let twitch: FakeTwitch;
  let callback: Callback;
  let app: string;
  let created = 0;

  beforeAll(async () => {
    oauth = await startFakeOAuth();
    twitch = await startFakeTwitch({ oauth, retryDelaysMs: [] });
    callback = await startCallback();
    app = await appToken(oauth);
  });
  afterAll(() => Promise.all([twitch.close(), oauth.close(), callback.close()]));

  /** A creator of the test's own, signed in with these scopes: their id and user access token. */
  async function creatorWith(scopes: string[]) {
    created += 1;
    const creator = { id: String(52_000_000 + created), username: `Streamer${created}`, displayName: `Streamer${created}` };
    return { ...creator, token: await userToken(oauth, creator, scopes) };
  }

  const rewards = (broadcasterId: string) => `/helix/channel_points/custom_rewards?broadcaster_id=${broadcasterId}`;

  /** A reward on the creator's channel and a viewer's unfulfilled redemption of it, through EventSub. */
  async function redeemed(creator: { id: string; token: string }, rewardId?: string) {
    const reward =
      rewardId ??
      ((await helix(twitch, rewards(creator.id), { token: creator.token, method: 'POST', body: { title: 'Draw a card', cost: 500 } })).body
        .data?.[0]?.id as string);
    const type = 'channel.channel_points_custom_reward_redemption.add';
    const subscription = await subscribe(twitch, app, {
      type,
      version: '1',
      condition: { broadcaster_user_id: creator.id },
      callback: callback.url,
    });
    const sent = await twitch.notify({ subscriptionId: subscription.id }, { user: VIEWER, rewardId: reward, userInput: 'a rare one' });
    return { reward, redemption: sent.event?.id as string, event: sent.event };
  }

  it('answers 401 without a token, with an unknown one, and without or with another Client-Id', async () => {
    const { token } = await creatorWith(['user:read:email']);
    const unauthorized = (message: string) => ({ status: 401, body: { error: 'Unauthorized', status: 401, message } });
    expect(await helix(twitch, '/helix/users')).toEqual(unauthorized('OAuth token is missing'));
    expect(await helix(twitch, '/helix/users', { token: 'not-a-token' })).toEqual(unauthorized('Invalid OAuth token'));
    expect(await helix(twitch, '/helix/users', { token, clientId: null })).toEqual(unauthorized('Client ID and OAuth token do not match'));
    expect(await helix(twitch, '/helix/eventsub/subscriptions', { token: app, clientId: 'another-client' })).toEqual(
      unauthorized('Client ID and OAuth token do not match'),
    );
  });

  it("gets the token's own user (e-mail with user:read:email), and users by id or login for any token", async () => {
    const creator = await creatorWith(['user:read:email']);
    const own = await helix(twitch, '/helix/users', { token: creator.token });
    expect(own.body.data).toEqual([
      expect.objectContaining({
        id: creator.id,
        login: creator.username.toLowerCase(),
        display_name: creator.displayName,
        email: expect.any(String),
      }),
    ]);
    const byBoth = await helix(twitch, `/helix/users?id=${creator.id}&login=twitchdev&login=nobody`, { token: app });
    expect(byBoth.body.data?.map(({ login, email }) => [login, email])).toEqual([
      ['twitchdev', undefined],
      [creator.username.toLowerCase(), undefined],
    ]);
    expect((await helix(twitch, '/helix/users', { token: app })).status).toBe(400);
  });

  it("creates, lists and deletes rewards with the broadcaster's own token and scope only", async () => {
    const creator = await creatorWith([MANAGE]);
    const other = await creatorWith([MANAGE]);
    const withoutScope = await creatorWith(['user:read:email']);
    const create = (token: string, broadcasterId: string, body: unknown = { title: 'Draw a card', cost: 500 }) =>
      helix(twitch, rewards(broadcasterId), { token, method: 'POST', body });

    expect((await create(app, creator.id)).body).toMatchObject({ status: 401, message: 'Missing User OAUTH Token' });
    expect((await create(withoutScope.token, withoutScope.id)).body).toMatchObject({ status: 401, message: `Missing scope: ${MANAGE}` });
    expect((await create(other.token, creator.id)).status).toBe(401);
    const made = await create(creator.token, creator.id);
    expect(made.status).toBe(200);
    expect(made.body.data?.[0]).toMatchObject({
      broadcaster_id: creator.id,
      title: 'Draw a card',
      cost: 500,
      is_enabled: true,
      is_paused: false,
    });
    expect((await create(creator.token, creator.id, { title: 'draw a CARD', cost: 10 })).body).toMatchObject({
      status: 400,
      message: 'CREATE_CUSTOM_REWARD_DUPLICATE_REWARD',
    });
    expect((await create(creator.token, creator.id, { title: 'No cost' })).status).toBe(400);

    const id = made.body.data?.[0]?.id as string;
    const listed = await helix(twitch, `${rewards(creator.id)}&only_manageable_rewards=true`, { token: creator.token });
    expect(listed.body.data?.map((reward) => reward.id)).toEqual([id]);
    expect((await helix(twitch, `${rewards(creator.id)}&id=${id}`, { token: creator.token, method: 'DELETE' })).status).toBe(204);
    expect((await helix(twitch, `${rewards(creator.id)}&id=${id}`, { token: creator.token, method: 'DELETE' })).status).toBe(404);
  });

  it('a redemption arrives unfulfilled, is fulfilled once, and a second update is refused', async () => {
    const creator = await creatorWith([MANAGE]);
    const { reward, redemption, event } = await redeemed(creator);
    expect(event).toMatchObject({
      id: redemption,
      broadcaster_user_id: creator.id,
      user_id: VIEWER.id,
      user_input: 'a rare one',
      status: 'unfulfilled',
      reward: { id: reward, title: 'Draw a card', cost: 500, prompt: '' },
    });
    expect(twitch.redemptions().find(({ id }) => id === redemption)?.status).toBe('UNFULFILLED');

    const update = (status: string) =>
      helix(twitch, `/helix/channel_points/custom_rewards/redemptions?broadcaster_id=${creator.id}&reward_id=${reward}&id=${redemption}`, {
        token: creator.token,
        method: 'PATCH',
        body: { status },
      });
    const fulfilled = await update('FULFILLED');
    expect(fulfilled.status).toBe(200);
    expect(fulfilled.body.data?.[0]).toMatchObject({ id: redemption, status: 'FULFILLED', user_login: VIEWER.login });
    expect(await update('CANCELED')).toEqual({
      status: 404,
      body: { error: 'Not Found', status: 404, message: "The redemption ID wasn't found or its status isn't UNFULFILLED" },
    });
    expect(twitch.redemptions().find(({ id }) => id === redemption)?.status).toBe('FULFILLED');
  });

  it('refuses (403) to update the redemptions of a reward another application, or the dashboard, created', async () => {
    const creator = await creatorWith([MANAGE]);
    const dashboardReward = twitch.addDashboardReward(creator.id, { title: 'Hydrate', cost: 100 });
    const { redemption } = await redeemed(creator, dashboardReward);
    const patched = await helix(
      twitch,
      `/helix/channel_points/custom_rewards/redemptions?broadcaster_id=${creator.id}&reward_id=${dashboardReward}&id=${redemption}`,
      { token: creator.token, method: 'PATCH', body: { status: 'CANCELED' } },
    );
    expect(patched).toEqual({
      status: 403,
      body: {
        error: 'Forbidden',
        status: 403,
        message: 'The ID in the Client-Id header must match the client ID used to create the custom reward.',
      },
    });
    expect(twitch.redemptions().find(({ id }) => id === redemption)?.status).toBe('UNFULFILLED');
  });
});
