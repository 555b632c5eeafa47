import { createHmac, timingSafeEqual } from 'node:crypto';

/** The headers Twitch signs and sends each EventSub message with (lower-cased, as Node reads them). */
export const EVENTSUB_HEADERS = {
  id: 'twitch-eventsub-message-id',
  timestamp: 'twitch-eventsub-message-timestamp',
  signature: 'twitch-eventsub-message-signature',
  type: 'twitch-eventsub-message-type',
} as const;

/** An older message is refused, signed or not: a replay of a recorded one (docs/decisions/033). */
export const EVENTSUB_MAX_AGE_MS = 10 * 60 * 1000;

/** HMAC-SHA256 over the message id, its timestamp and the body as sent, compared in constant time. */
export function signatureHolds(secret: string, message: { id: string; timestamp: string; body: Buffer }, signature: string): boolean {
  const expected = Buffer.from(
    `sha256=${createHmac('sha256', secret).update(message.id).update(message.timestamp).update(message.body).digest('hex')}`,
  );
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Twitch writes nanoseconds; a date reads milliseconds. Unreadable or more than ten minutes away: stale. */
export function isStale(timestamp: string, now: number): boolean {
  const at = Date.parse(timestamp.replace(/(\.\d{3})\d+/, '$1'));
  return !Number.isFinite(at) || Math.abs(now - at) > EVENTSUB_MAX_AGE_MS;
}
