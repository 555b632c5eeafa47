import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { closeServer, listenOnLoopback, readBody, sendJson } from './fake-http';
import { startFakeOAuth, type FakeOAuth } from './fake-oauth';
import { answerControlFailure, CONTROL_PREFIX, controlRoutes } from './fake-twitch-control';
import { subscriptionJson, type Forgery } from './fake-twitch-eventsub';
import { authenticateHelix, helixError, isReply } from './fake-twitch-helix-auth';
import { chatOf, sendChatMessage, type ChatMessageJson } from './fake-twitch-helix-chat';
import { createSubscription, deleteSubscription, listSubscriptions } from './fake-twitch-helix-eventsub';
import { addReward, createReward, deleteReward, listRewards, redemptionJson, updateRedemptionStatus } from './fake-twitch-helix-rewards';
import { getUsers } from './fake-twitch-helix-users';
import { createEventSubSender, type Sent, type SubscriptionSelector } from './fake-twitch-sender';
import type { EventInput } from './fake-twitch-subscription-types';
import type { ChatRateLimit, HelixHandler, SubscriptionStatus, TwitchState, TwitchUser } from './fake-twitch-types';

/**
 * Twitch's API host (api.twitch.tv) on loopback: Helix's users, EventSub subscriptions (webhook
 * transport, with the real challenge, signatures and retries), channel points rewards, and chat
 * messages, which it keeps. The tokens are the OAuth fake's (its Twitch dialect stands for
 * id.twitch.tv, client credentials included), so sign-in, app tokens and Helix agree. Below /_control,
 * not Twitch: a sender that fires events at the subscriptions' callbacks, the chat it was sent, and a
 * page for a person to do the one and read the other.
 */
export type { EventInput } from './fake-twitch-subscription-types';
export type { Forgery } from './fake-twitch-eventsub';
export type { Sent } from './fake-twitch-sender';

export interface FakeTwitch {
  /** Stands for https://api.twitch.tv (TWITCH_API_BASE_URL). */
  url: string;
  /** The control page; JSON controls below it. */
  controlUrl: string;
  /** The settings that point a server at this Twitch: the API here, the OAuth fake's Twitch for the rest. */
  env: { TWITCH_CLIENT_ID: string; TWITCH_CLIENT_SECRET: string; TWITCH_AUTH_BASE_URL: string; TWITCH_API_BASE_URL: string };
  /** As Helix lists them, of every client. */
  subscriptions(): Array<ReturnType<typeof subscriptionJson>>;
  /** Every redemption with its status, as Helix words them. */
  redemptions(): Array<ReturnType<typeof redemptionJson>>;
  /** What was sent into the channel's chat (every channel's without one), oldest first. */
  chat(broadcasterId?: string): ChatMessageJson[];
  /** Resolves when the subscription's callback verification is over, with the status it left. */
  verified(subscriptionId: string): Promise<SubscriptionStatus>;
  notify(selector: SubscriptionSelector, event?: EventInput, options?: { forgery?: Forgery }): Promise<Sent>;
  resend(messageId: string, options?: { newMessageId?: boolean }): Promise<Sent>;
  revoke(subscriptionId: string, status?: SubscriptionStatus): Promise<Sent>;
  /** A user Helix and event payloads know by id and login. */
  addUser(user: TwitchUser): void;
  /** A reward the broadcaster made on Twitch's own dashboard: no application may manage it. */
  addDashboardReward(broadcasterId: string, reward: { title: string; cost: number }): string;
  requests: Array<{ method: string; path: string }>;
  close(): Promise<void>;
}

export interface FakeTwitchOptions {
  /** The OAuth fake whose Twitch tokens Helix takes. */
  oauth: FakeOAuth;
  port?: number;
  /** Waits before retrying a notification the callback did not take (Twitch retries a few times). */
  retryDelaysMs?: number[];
  /** How long a callback has to answer. */
  callbackTimeoutMs?: number;
  /** Subscriptions per page of the list (Twitch's is 100). */
  pageSize?: number;
  /** Chat messages a sender may send into a channel within the window (Twitch's broadcaster's, 100 in 30 s). */
  chatRateLimit?: ChatRateLimit;
  /** The clock, in ms (Date.now by default), so a test can let a rate limit's window pass without waiting. */
  now?: () => number;
}

async function readJsonBody(req: IncomingMessage): Promise<{ body: unknown } | { problem: string }> {
  const text = await readBody(req);
  if (text === '') return { body: undefined };
  if (!req.headers['content-type']?.startsWith('application/json'))
    return { problem: 'The body must be JSON (Content-Type: application/json)' };
  try {
    return { body: JSON.parse(text) as unknown };
  } catch {
    return { problem: 'The body is not valid JSON' };
  }
}

export async function startFakeTwitch(options: FakeTwitchOptions): Promise<FakeTwitch> {
  const { oauth } = options;
  const twitchDefault = oauth.providers.twitch.defaultUser;
  const state: TwitchState = {
    oauth,
    users: new Map([[twitchDefault.id, twitchDefault]]),
    subscriptions: new Map(),
    rewards: new Map(),
    redemptions: new Map(),
    chatMessages: [],
    now: options.now ?? Date.now,
  };
  const sender = createEventSubSender(state, {
    timeoutMs: options.callbackTimeoutMs ?? 5000,
    retryDelaysMs: options.retryDelaysMs ?? [1000, 4000, 16_000],
  });
  const helixRoutes = new Map<string, HelixHandler>([
    ['POST /helix/eventsub/subscriptions', createSubscription(sender)],
    ['GET /helix/eventsub/subscriptions', listSubscriptions(options.pageSize ?? 100)],
    ['DELETE /helix/eventsub/subscriptions', deleteSubscription],
    ['POST /helix/channel_points/custom_rewards', createReward],
    ['GET /helix/channel_points/custom_rewards', listRewards],
    ['DELETE /helix/channel_points/custom_rewards', deleteReward],
    ['PATCH /helix/channel_points/custom_rewards/redemptions', updateRedemptionStatus],
    ['GET /helix/users', getUsers],
    ['POST /helix/chat/messages', sendChatMessage(options.chatRateLimit)],
  ]);
  const controls = controlRoutes(state, sender);
  const requests: FakeTwitch['requests'] = [];

  async function answerHelix(handler: HelixHandler, req: IncomingMessage, res: ServerResponse, url: URL) {
    const caller = authenticateHelix(state, req.headers);
    if (isReply(caller)) return sendJson(res, caller);
    const read = await readJsonBody(req);
    if ('problem' in read) return sendJson(res, helixError(400, read.problem));
    sendJson(res, await handler({ state, caller, query: url.searchParams, body: read.body, headers: req.headers }));
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname.replace(/(.)\/$/, '$1');
    requests.push({ method: req.method ?? 'GET', path });
    const key = `${req.method} ${path}`;
    const helix = helixRoutes.get(key);
    if (helix) return void answerHelix(helix, req, res, url).catch((error: unknown) => sendJson(res, helixError(500, String(error))));
    const control = path.startsWith(CONTROL_PREFIX) ? controls.get(key) : undefined;
    if (control) return void control(req, res, url).catch((error: unknown) => answerControlFailure(res, error));
    sendJson(res, helixError(404, 'Not Found'));
  });
  const url = await listenOnLoopback(server, options.port ?? 0);
  const { clientId, clientSecret, baseUrl } = oauth.providers.twitch;

  return {
    url,
    controlUrl: `${url}${CONTROL_PREFIX}`,
    env: { TWITCH_CLIENT_ID: clientId, TWITCH_CLIENT_SECRET: clientSecret, TWITCH_AUTH_BASE_URL: baseUrl, TWITCH_API_BASE_URL: url },
    subscriptions: () => [...state.subscriptions.values()].map(subscriptionJson),
    redemptions: () => [...state.redemptions.values()].map((redemption) => redemptionJson(state, redemption)),
    chat: (broadcasterId) => chatOf(state, broadcasterId),
    verified: sender.verified,
    notify: sender.notify,
    resend: sender.resend,
    revoke: sender.revoke,
    addUser: (user) => void state.users.set(user.id, user),
    addDashboardReward: (broadcasterId, { title, cost }) => addReward(state, { broadcasterId, clientId: null, title, cost }).id,
    requests,
    close: () => closeServer(server),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // On its own, with an OAuth fake of its own; fake-providers.ts is where it joins the other fakes.
  const oauth = await startFakeOAuth({ port: Number(process.env.FAKE_OAUTH_PORT ?? 4010) });
  const twitch = await startFakeTwitch({ oauth, port: Number(process.env.FAKE_TWITCH_PORT ?? 4012) });
  console.log(`# Fake Twitch is up; fire EventSub events and read the chat at ${twitch.controlUrl}. Start the server with these settings:`);
  for (const [name, value] of Object.entries(twitch.env)) console.log(`${name}=${value}`);
  const stop = () => void Promise.all([twitch.close(), oauth.close()]).then(() => process.exit(0));
  process.once('SIGINT', stop).once('SIGTERM', stop);
}
