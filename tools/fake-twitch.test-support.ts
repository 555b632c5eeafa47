import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { closeServer, listenOnLoopback, readBody } from './fake-http';
import type { FakeOAuth, FakeOAuthUser } from './fake-oauth';
import type { FakeTwitch } from './fake-twitch';

/** What the fake Twitch's tests share: a webhook callback that checks messages as an app must, and tokens from the OAuth fake. */

export const CALLBACK_SECRET = 'a-secret-of-our-app-0123456789';
/** A receiver takes messages at most ten minutes old, and each message id once. */
const FRESH_MS = 10 * 60 * 1000;

export type Verdict =
  'challenge answered' | 'processed' | 'duplicate ignored' | 'bad signature' | 'stale' | 'refused on purpose' | 'not answered';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  verdict: Verdict;
}

const header = (headers: IncomingHttpHeaders, name: string) => String(headers[name.toLowerCase()] ?? '');

/** Twitch's documented check: HMAC-SHA256 over id, timestamp and raw body, compared in constant time. */
export function signatureHolds(secret: string, headers: IncomingHttpHeaders, rawBody: string) {
  const message = header(headers, 'Twitch-Eventsub-Message-Id') + header(headers, 'Twitch-Eventsub-Message-Timestamp') + rawBody;
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(message).digest('hex')}`);
  const presented = Buffer.from(header(headers, 'Twitch-Eventsub-Message-Signature'));
  return expected.length === presented.length && timingSafeEqual(expected, presented);
}

/**
 * An app's EventSub webhook endpoint on loopback. `refuseNext` makes it answer 500 to that many
 * notifications, `ignoreNext` never answer that many; `wrongChallenge` makes it botch verification.
 */
export async function startCallback(secret = CALLBACK_SECRET) {
  const received: Received[] = [];
  const seen = new Set<string>();
  const behaviour = { refuseNext: 0, ignoreNext: 0, wrongChallenge: false };

  function judge(headers: IncomingHttpHeaders, body: string): { verdict: Verdict; status: number; answer: string } {
    if (!signatureHolds(secret, headers, body)) return { verdict: 'bad signature', status: 403, answer: '' };
    if (Date.now() - Date.parse(header(headers, 'Twitch-Eventsub-Message-Timestamp')) > FRESH_MS)
      return { verdict: 'stale', status: 403, answer: '' };
    const type = header(headers, 'Twitch-Eventsub-Message-Type');
    if (type === 'webhook_callback_verification') {
      const { challenge } = JSON.parse(body) as { challenge: string };
      return { verdict: 'challenge answered', status: 200, answer: behaviour.wrongChallenge ? `${challenge}-not` : challenge };
    }
    if (type === 'notification' && behaviour.refuseNext > 0) {
      behaviour.refuseNext -= 1;
      return { verdict: 'refused on purpose', status: 500, answer: '' };
    }
    const id = header(headers, 'Twitch-Eventsub-Message-Id');
    if (seen.has(id)) return { verdict: 'duplicate ignored', status: 204, answer: '' };
    seen.add(id);
    return { verdict: 'processed', status: 204, answer: '' };
  }

  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      if (header(req.headers, 'Twitch-Eventsub-Message-Type') === 'notification' && behaviour.ignoreNext > 0) {
        behaviour.ignoreNext -= 1;
        received.push({ headers: req.headers, body, verdict: 'not answered' });
        return;
      }
      const { verdict, status, answer } = judge(req.headers, body);
      received.push({ headers: req.headers, body, verdict });
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(answer);
    });
  });
  const url = `${await listenOnLoopback(server, 0)}/webhooks/twitch`;
  return {
    url,
    received,
    behaviour,
    /** The events it processed (each message id once), bodies parsed. */
    processed: () => received.filter(({ verdict }) => verdict === 'processed').map(({ body }) => JSON.parse(body) as EventSubBody),
    close: () => closeServer(server),
  };
}

export type Callback = Awaited<ReturnType<typeof startCallback>>;

export interface EventSubBody {
  subscription: { id: string; type: string; status: string; condition: Record<string, string> };
  event?: Record<string, unknown>;
  challenge?: string;
}

/** An app access token by the client credentials grant, at the OAuth fake's Twitch token endpoint. */
export async function appToken(oauth: FakeOAuth): Promise<string> {
  const { tokenEndpoint, clientId, clientSecret } = oauth.providers.twitch;
  const response = await fetch(tokenEndpoint, {
    method: 'POST',
    body: new URLSearchParams({ client_id: clientId, client_secret: clientSecret, grant_type: 'client_credentials' }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A broadcaster's user access token with these scopes, by the OAuth fake's authorization code flow (approved at once). */
export async function userToken(oauth: FakeOAuth, user: Partial<FakeOAuthUser> & { id: string }, scopes: string[]): Promise<string> {
  const { authorizationEndpoint, tokenEndpoint, clientId, clientSecret, redirectUris } = oauth.providers.twitch;
  const redirectUri = redirectUris[0] ?? '';
  oauth.nextUser('twitch', user);
  oauth.autoApprove(true);
  const query = new URLSearchParams({ client_id: clientId, redirect_uri: redirectUri, response_type: 'code', scope: scopes.join(' ') });
  const authorized = await fetch(`${authorizationEndpoint}?${query}`, { redirect: 'manual' });
  oauth.autoApprove(false);
  const code = new URL(authorized.headers.get('location') ?? '').searchParams.get('code') ?? '';
  const form = { client_id: clientId, client_secret: clientSecret, code, grant_type: 'authorization_code', redirect_uri: redirectUri };
  const response = await fetch(tokenEndpoint, { method: 'POST', body: new URLSearchParams(form) });
  return ((await response.json()) as { access_token: string }).access_token;
}

export interface HelixCallOptions {
  token?: string;
  method?: string;
  body?: unknown;
  clientId?: string | null;
}

/** A Helix call as an app makes it: Bearer token and Client-Id, JSON body; the response with its headers. */
export function helixResponse(twitch: FakeTwitch, path: string, options: HelixCallOptions = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const clientId = options.clientId === undefined ? twitch.env.TWITCH_CLIENT_ID : options.clientId;
  if (clientId) headers['client-id'] = clientId;
  return fetch(`${twitch.url}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

/** A Helix call's status and parsed body. */
export async function helix(twitch: FakeTwitch, path: string, options: HelixCallOptions = {}) {
  const response = await helixResponse(twitch, path, options);
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : undefined) as Record<string, unknown> & { data?: Array<Record<string, unknown>> },
  };
}

/** Creates a webhook subscription with the app token and waits for the verification to end. */
export async function subscribe(
  twitch: FakeTwitch,
  token: string,
  request: { type: string; version: string; condition: Record<string, string>; callback: string; secret?: string },
) {
  const { type, version, condition, callback, secret = CALLBACK_SECRET } = request;
  const created = await helix(twitch, '/helix/eventsub/subscriptions', {
    token,
    method: 'POST',
    body: { type, version, condition, transport: { method: 'webhook', callback, secret } },
  });
  const id = created.body.data?.[0]?.id as string | undefined;
  return { created, id: id ?? '', status: id ? await twitch.verified(id) : undefined };
}
