import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { startFakeOAuth, type FakeOAuth } from './fake-oauth';
import { startFakeTwitch, type FakeTwitch } from './fake-twitch';
import { appToken, helix, helixResponse, startCallback, subscribe, userToken, type Callback } from './fake-twitch.test-support';

const MANAGE = 'channel:manage:redemptions';
const CHAT = 'user:write:chat';
const CHAT_PATH = '/helix/chat/messages';
const VIEWER = { id: '713936733', login: 'gemhunter', name: 'GemHunter' };

describe('fake Twitch: Helix users, channel points and chat', () => {
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

  /** Send Chat Message as our server calls it, the broadcaster in their own chat; `changes` to the body make it otherwise. */
  const inOwnChat = (creator: { id: string; token: string }, message: string, changes: Record<string, unknown> = {}) => ({
    token: creator.token,
    method: 'POST',
    body: { broadcaster_id: creator.id, sender_id: creator.id, message, ...changes },
  });

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

  it('keeps a message sent in the broadcaster’s own chat, and answers it to the control API and on the page, escaped', async () => {
    const creator = await creatorWith([CHAT]);
    const first = await helix(twitch, CHAT_PATH, inOwnChat(creator, 'Draws are <b>open</b> & "free"'));
    expect(first).toEqual({ status: 200, body: { data: [{ message_id: expect.any(String), is_sent: true, drop_reason: null }] } });
    const firstId = first.body.data?.[0]?.message_id as string;
    await helix(twitch, CHAT_PATH, inOwnChat(creator, 'Good luck!', { reply_parent_message_id: firstId }));

    const login = creator.username.toLowerCase();
    const said = (message: string, replyParent: string | null) => ({
      message_id: expect.any(String),
      broadcaster_id: creator.id,
      broadcaster_login: login,
      broadcaster_name: creator.displayName,
      sender_id: creator.id,
      sender_login: login,
      sender_name: creator.displayName,
      message,
      reply_parent_message_id: replyParent,
      sent_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{9}Z$/),
    });
    const chat = await (await fetch(`${twitch.controlUrl}/chat?broadcaster_id=${creator.id}`)).json();
    expect(chat).toEqual({ data: [said('Draws are <b>open</b> & "free"', null), said('Good luck!', firstId)] });
    expect(twitch.chat(creator.id)).toEqual(chat.data);

    const page = await (await fetch(twitch.controlUrl)).text();
    expect(page).toContain(`<h3 id="chat-${creator.id}">Chat of ${login}</h3>\n<ol aria-labelledby="chat-${creator.id}">`);
    expect(page).toContain(`<b>${creator.displayName}</b>: Draws are &lt;b&gt;open&lt;/b&gt; &amp; &quot;free&quot;</li><li>`);
    expect(page).not.toContain('<b>open</b>');
  });

  it('refuses an app token, a token without user:write:chat, another user’s sender_id, a missing message, an unknown channel, for_source_only and a message past 500 characters', async () => {
    const creator = await creatorWith([CHAT]);
    const other = await creatorWith([CHAT]);
    const withoutScope = await creatorWith(['user:read:email']);
    const refusal = async (call: ReturnType<typeof inOwnChat>) => (await helix(twitch, CHAT_PATH, call)).body;

    expect(await refusal({ ...inOwnChat(creator, 'hi'), token: app })).toMatchObject({ status: 401, message: 'Missing User OAUTH Token' });
    expect(await refusal(inOwnChat(withoutScope, 'hi'))).toMatchObject({ status: 401, message: `Missing scope: ${CHAT}` });
    expect(await refusal(inOwnChat(creator, 'hi', { sender_id: other.id }))).toMatchObject({
      status: 401,
      message: 'The sender_id in the body must match the user ID in the user access token.',
    });
    expect(await refusal(inOwnChat(creator, 'hi', { message: undefined }))).toMatchObject({
      status: 400,
      message: 'Missing required parameter "message"',
    });
    expect(await refusal(inOwnChat(creator, 'hi', { broadcaster_id: '99999999' }))).toMatchObject({ status: 400 });
    expect(await refusal(inOwnChat(creator, 'hi', { for_source_only: true }))).toMatchObject({ status: 400 });
    expect(await refusal(inOwnChat(creator, 'x'.repeat(501)))).toEqual({
      error: 'Unprocessable Entity',
      status: 422,
      message: 'The message is too large.',
    });
    // Characters, not UTF-16 units: 500 emoji are 1000 of those.
    expect((await helix(twitch, CHAT_PATH, inOwnChat(creator, '🃏'.repeat(500)))).status).toBe(200);
    expect(twitch.chat(creator.id).map(({ message }) => message)).toEqual(['🃏'.repeat(500)]);
  });

  it('holds a sender to the rate limit in a channel, 429 until the oldest message leaves the window, then takes the next', async () => {
    let clock = Date.parse('2030-01-01T00:00:00Z');
    const limited = await startFakeTwitch({ oauth, now: () => clock, chatRateLimit: { messages: 2, windowMs: 30_000 } });
    onTestFinished(() => limited.close());
    const creator = await creatorWith([CHAT]);
    const other = await creatorWith([CHAT]);
    const say = (message: string, changes?: Record<string, unknown>) =>
      helixResponse(limited, CHAT_PATH, inOwnChat(creator, message, changes));
    const rateLimit = (response: Response) =>
      ['Ratelimit-Limit', 'Ratelimit-Remaining', 'Ratelimit-Reset'].map((name) => response.headers.get(name));

    expect((await say('one')).status).toBe(200);
    clock += 10_000;
    expect((await say('two')).status).toBe(200);
    const refused = await say('three');
    expect({ status: refused.status, body: await refused.json() }).toMatchObject({ status: 429, body: { error: 'Too Many Requests' } });
    expect(rateLimit(refused)).toEqual(['2', '0', String(Date.parse('2030-01-01T00:00:30Z') / 1000)]);
    expect((await say('in another channel', { broadcaster_id: other.id })).status).toBe(200);

    clock += 20_000;
    expect((await say('four')).status).toBe(200);
    expect(rateLimit(await say('five'))).toEqual(['2', '0', String(Date.parse('2030-01-01T00:00:40Z') / 1000)]);
    expect(limited.chat(creator.id).map(({ message }) => message)).toEqual(['one', 'two', 'four']);
  });
});
