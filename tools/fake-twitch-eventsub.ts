import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { setTimeout as sleep } from 'node:timers/promises';
import { rfc3339Nano, type EventSubSubscription } from './fake-twitch-types';

/**
 * EventSub's webhook transport from Twitch's side: a message (JSON body and the Twitch-Eventsub-*
 * headers), its signature, HMAC-SHA256 with the subscription's secret over message id, timestamp and
 * raw body, and its delivery to the callback with Twitch's retries.
 */

export type MessageType = 'notification' | 'webhook_callback_verification' | 'revocation';

export interface EventSubMessage {
  id: string;
  type: MessageType;
  timestamp: string;
  body: string;
  signature: string;
  subscriptionType: string;
  subscriptionVersion: string;
  callback: string;
}

/** The subscription as Helix presents it and as every message carries it: never its secret. */
export const subscriptionJson = (subscription: EventSubSubscription) => ({
  id: subscription.id,
  status: subscription.status,
  type: subscription.type,
  version: subscription.version,
  condition: subscription.condition,
  created_at: subscription.createdAt,
  transport: { method: 'webhook', callback: subscription.callback },
  cost: subscription.cost,
});

export const signEventSubMessage = (secret: string, id: string, timestamp: string, body: string) =>
  `sha256=${createHmac('sha256', secret)
    .update(id + timestamp + body)
    .digest('hex')}`;

/** Ways a message can go wrong on its way, for testing the receiving side's checks. */
export type Forgery = 'stale timestamp' | 'tampered body' | 'wrong secret';
export const FORGERIES: Forgery[] = ['stale timestamp', 'tampered body', 'wrong secret'];

/** Older than the ten minutes within which a receiver must take a message. */
const STALE_MS = 11 * 60 * 1000;

/** A body changed after signing, still valid JSON: the first number in the event raised, else the first id changed. */
function tamper(payload: Record<string, unknown>): Record<string, unknown> {
  const event = { ...(payload.event as Record<string, unknown> | undefined) };
  const key = Object.keys(event).find((name) => typeof event[name] === 'number') ?? Object.keys(event).find((name) => name.endsWith('_id'));
  if (key) event[key] = typeof event[key] === 'number' ? event[key] * 100 : '666666666';
  return { ...payload, event };
}

export function buildMessage(
  subscription: EventSubSubscription,
  type: MessageType,
  payload: Record<string, unknown>,
  options: { nowMs: number; forgery?: Forgery | undefined; id?: string },
): EventSubMessage {
  const { forgery } = options;
  const id = options.id ?? randomUUID();
  const timestamp = rfc3339Nano(forgery === 'stale timestamp' ? options.nowMs - STALE_MS : options.nowMs);
  const signed = { subscription: subscriptionJson(subscription), ...payload };
  const body = JSON.stringify(signed);
  const secret = forgery === 'wrong secret' ? randomBytes(16).toString('hex') : subscription.secret;
  return {
    id,
    type,
    timestamp,
    body: forgery === 'tampered body' ? JSON.stringify(tamper(signed)) : body,
    signature: signEventSubMessage(secret, id, timestamp, body),
    subscriptionType: subscription.type,
    subscriptionVersion: subscription.version,
    callback: subscription.callback,
  };
}

export interface Attempt {
  retry: number;
  /** The callback's HTTP status, or null when it could not be reached or did not answer in time. */
  status: number | null;
  body: string;
}

export interface DeliveryOptions {
  timeoutMs: number;
  /** The waits before each further attempt; Twitch retries a notification the callback did not take with a 2xx. */
  retryDelaysMs: number[];
}

/**
 * Connections kept between messages, as Twitch's sender keeps them. Plain `node:http` rather than
 * `fetch`: a benchmark's sender shares the machine with the server it measures, and `fetch` costs it
 * several times the CPU per message (docs/benchmarks.md, `eventsub`).
 */
const agents = { 'http:': new HttpAgent({ keepAlive: true }), 'https:': new HttpsAgent({ keepAlive: true }) };

function post(message: EventSubMessage, retry: number, timeoutMs: number): Promise<Attempt> {
  const url = new URL(message.callback);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const unanswered = () => resolve({ retry, status: null, body: '' });
    const req = send(
      url,
      {
        method: 'POST',
        agent: url.protocol === 'https:' ? agents['https:'] : agents['http:'],
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(message.body),
          'Twitch-Eventsub-Message-Id': message.id,
          'Twitch-Eventsub-Message-Retry': String(retry),
          'Twitch-Eventsub-Message-Type': message.type,
          'Twitch-Eventsub-Message-Signature': message.signature,
          'Twitch-Eventsub-Message-Timestamp': message.timestamp,
          'Twitch-Eventsub-Subscription-Type': message.subscriptionType,
          'Twitch-Eventsub-Subscription-Version': message.subscriptionVersion,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', unanswered);
        res.on('end', () => {
          clearTimeout(timer);
          resolve({ retry, status: res.statusCode ?? null, body: Buffer.concat(chunks).toString('utf8') });
        });
      },
    );
    // Twitch gives up on an answer after a while and counts the attempt as failed.
    const timer = setTimeout(() => req.destroy(), timeoutMs);
    req.on('error', () => {
      clearTimeout(timer);
      unanswered();
    });
    req.end(message.body);
  });
}

export const accepted = (attempt: Attempt) => attempt.status !== null && attempt.status >= 200 && attempt.status < 300;

/** Sends once; for a notification, again (the same message, Message-Retry counting up) until a 2xx or the delays run out. */
export async function deliver(message: EventSubMessage, firstRetry: number, options: DeliveryOptions): Promise<Attempt[]> {
  const delays = message.type === 'notification' ? options.retryDelaysMs : [];
  const attempts = [await post(message, firstRetry, options.timeoutMs)];
  for (const delay of delays) {
    if (accepted(attempts.at(-1)!)) break;
    await sleep(delay);
    attempts.push(await post(message, firstRetry + attempts.length, options.timeoutMs));
  }
  return attempts;
}

export const delivered = (attempts: Attempt[]) => attempts.some(accepted);
