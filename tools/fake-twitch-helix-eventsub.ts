import { randomUUID } from 'node:crypto';
import type { Reply } from './fake-http';
import { hasAuthorized } from './fake-twitch-directory';
import { helixError, missingParameter } from './fake-twitch-helix-auth';
import { subscriptionJson } from './fake-twitch-eventsub';
import type { EventSubSender } from './fake-twitch-sender';
import { conditionProblem, SUBSCRIPTION_TYPES } from './fake-twitch-subscription-types';
import { rfc3339Nano, type EventSubSubscription, type HelixCall, type HelixHandler, type TwitchState } from './fake-twitch-types';

/** Helix's EventSub subscription endpoints, for the webhook transport: create (then verify the callback), list, delete. */

/** Twitch's limit on the summed cost of a client's subscriptions. */
const MAX_TOTAL_COST = 10_000;
const LIVE_STATUSES = new Set(['enabled', 'webhook_callback_verification_pending']);

interface CreateBody {
  type?: unknown;
  version?: unknown;
  condition?: unknown;
  transport?: { method?: unknown; callback?: unknown; secret?: unknown };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Twitch wants HTTPS on port 443; a loopback fake cannot, so it also takes plain HTTP to this machine. */
function callbackProblem(callback: unknown): string | undefined {
  if (typeof callback !== 'string' || !URL.canParse(callback)) return 'The callback must be a valid URL';
  const { protocol, hostname, port } = new URL(callback);
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
  if ((protocol === 'https:' && port === '') || (protocol === 'http:' && loopback)) return undefined;
  return 'The callback must use HTTPS on port 443';
}

function requestProblem(body: CreateBody): string | undefined {
  const { type, version, condition, transport } = body;
  if (typeof type !== 'string' || typeof version !== 'string') return 'The type and version fields are required';
  const spec = SUBSCRIPTION_TYPES[type];
  if (!spec || spec.version !== version) return 'unsupported subscription type and version combination';
  if (!isRecord(condition)) return 'The condition field is required';
  const problem = conditionProblem(spec, condition);
  if (problem) return problem;
  if (!transport || transport.method !== 'webhook') return 'The fake Twitch supports only the webhook transport';
  if (typeof transport.secret !== 'string' || transport.secret.length < 10 || transport.secret.length > 100)
    return 'The secret must be between 10 and 100 characters';
  return callbackProblem(transport.callback);
}

const sameCondition = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([name, value]) => b[name] === value);

const clientSubscriptions = (state: TwitchState, clientId: string) =>
  [...state.subscriptions.values()].filter((subscription) => subscription.clientId === clientId);

/** What every list answer carries beside its data: the client's counts, over all its subscriptions. */
function totals(state: TwitchState, clientId: string) {
  const all = clientSubscriptions(state, clientId);
  const totalCost = all.filter(({ status }) => LIVE_STATUSES.has(status)).reduce((sum, { cost }) => sum + cost, 0);
  return { total: all.length, total_cost: totalCost, max_total_cost: MAX_TOTAL_COST };
}

export const createSubscription =
  (sender: EventSubSender): HelixHandler =>
  ({ state, caller, body }) => {
    // Webhook subscriptions are made with an app access token; the user's consent is checked separately.
    if (caller.user) return helixError(400, 'invalid transport and auth combination');
    if (!isRecord(body)) return helixError(400, 'The request body must be a JSON object');
    const request = body as CreateBody;
    const problem = requestProblem(request);
    if (problem) return helixError(400, problem);
    const type = request.type as string;
    const spec = SUBSCRIPTION_TYPES[type]!;
    const condition = request.condition as Record<string, string>;
    const authorizer = spec.authorizer && condition[spec.authorizer];
    const authorized = !authorizer || hasAuthorized(state, { clientId: caller.clientId, userId: authorizer, scopes: spec.scopes });
    if (!authorized) return helixError(403, 'subscription missing proper authorization');
    const duplicate = clientSubscriptions(state, caller.clientId).some(
      (other) => other.type === type && LIVE_STATUSES.has(other.status) && sameCondition(other.condition, condition),
    );
    if (duplicate) return helixError(409, 'subscription already exists');

    const subscription: EventSubSubscription = {
      id: randomUUID(),
      status: 'webhook_callback_verification_pending',
      type,
      version: spec.version,
      condition,
      createdAt: rfc3339Nano(state.now()),
      // What needs a user's consent costs nothing once given; the rest counts against the limit.
      cost: authorizer ? 0 : 1,
      callback: request.transport!.callback as string,
      secret: request.transport!.secret as string,
      clientId: caller.clientId,
    };
    state.subscriptions.set(subscription.id, subscription);
    const reply: Reply = { status: 202, body: { data: [subscriptionJson(subscription)], ...totals(state, caller.clientId) } };
    // The challenge goes out once the 202 is on its way, as it does from Twitch.
    setImmediate(() => void sender.verify(subscription));
    return reply;
  };

const FILTERS = ['status', 'type', 'user_id', 'subscription_id'] as const;
const MATCHES: Record<(typeof FILTERS)[number], (subscription: EventSubSubscription, value: string) => boolean> = {
  status: (subscription, value) => subscription.status === value,
  type: (subscription, value) => subscription.type === value,
  user_id: (subscription, value) => Object.values(subscription.condition).includes(value),
  subscription_id: (subscription, value) => subscription.id === value,
};

/** An opaque cursor, as Twitch's are: here the position of the next page's first subscription. */
const encodeCursor = (offset: number) => Buffer.from(JSON.stringify({ o: offset })).toString('base64url');
function decodeCursor(cursor: string): number | undefined {
  try {
    const { o } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { o?: unknown };
    return typeof o === 'number' && Number.isInteger(o) && o >= 0 ? o : undefined;
  } catch {
    return undefined;
  }
}

export const listSubscriptions =
  (pageSize: number): HelixHandler =>
  ({ state, caller, query }: HelixCall) => {
    const filters = FILTERS.filter((name) => query.has(name));
    if (filters.length > 1) return helixError(400, 'Only one filter query parameter may be specified');
    const [filter] = filters;
    const after = query.get('after');
    const offset = after === null ? 0 : decodeCursor(after);
    if (offset === undefined) return helixError(400, 'invalid cursor');
    const matching = clientSubscriptions(state, caller.clientId).filter(
      (subscription) => !filter || MATCHES[filter](subscription, query.get(filter) ?? ''),
    );
    const page = matching.slice(offset, offset + pageSize);
    const next = offset + pageSize < matching.length ? { cursor: encodeCursor(offset + pageSize) } : {};
    return { status: 200, body: { data: page.map(subscriptionJson), ...totals(state, caller.clientId), pagination: next } };
  };

export const deleteSubscription: HelixHandler = ({ state, caller, query }) => {
  const id = query.get('id');
  if (!id) return missingParameter('id');
  const subscription = state.subscriptions.get(id);
  if (!subscription || subscription.clientId !== caller.clientId) return helixError(404, 'subscription not found');
  state.subscriptions.delete(id);
  return { status: 204, body: undefined };
};
