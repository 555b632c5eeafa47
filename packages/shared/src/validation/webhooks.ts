import { numberText } from '../number-text.js';

/** What a project's webhook endpoints may hear of (docs/product-rules.md "Webhooks"). */
export const WEBHOOK_EVENT_TYPES = [
  'card.drawn',
  'card.played',
  'card.transferred',
  'card.sold',
  'draws.granted',
  'badge.crafted',
  'collection.published',
  'collection.suspended',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'card.drawn': 'A card is drawn',
  'card.played': 'A card is played on stream',
  'card.transferred': 'A card changes hands',
  'card.sold': 'A card is sold on the market',
  'draws.granted': 'Draws are granted',
  'badge.crafted': 'A collector crafts a badge',
  'collection.published': 'A collection is published',
  'collection.suspended': 'A collection is suspended',
};

export const WEBHOOK_LIMITS = {
  urlMax: 2048,
  perProject: 10,
  /** How long a delivery waits for the endpoint's answer. */
  timeoutSeconds: 10,
  /**
   * Seconds before each retry of a delivery that failed: after the first attempt, 5 s, 5 min, 30 min,
   * 2 h, 5 h, 10 h and 10 h, about 27 hours in all. One that fails them all has failed.
   */
  retrySeconds: [5, 300, 1_800, 7_200, 18_000, 36_000, 36_000],
  deliveriesListed: 50,
  /** Bytes of an endpoint's answer kept in the delivery log: no endpoint's address is verified, so never more. */
  answerBytes: 200,
  /** The ports an endpoint may use, unless WEBHOOKS_ALLOW_PRIVATE lets local development use any. */
  ports: [443, 8443],
  /** Hours a rotated signing secret still signs beside the new one, so a server can change over without losing an event. */
  secretGraceHours: 24,
  /** Test events and redeliveries one endpoint may be sent, a minute: a creator's buttons are not a way to flood a server. */
  sendsPerMinute: 10,
  /** Days a delivery and its log are kept. */
  deliveryDays: 30,
} as const;

/**
 * What became of an attempt, as the delivery log shows it: a category, never a connection error's own
 * text (docs/product-rules.md "Webhooks"). `status` is an answer, whatever its status.
 */
export const WEBHOOK_OUTCOMES = ['status', 'timeout', 'refused', 'tls', 'unresolved', 'address', 'failed'] as const;
export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];
const WEBHOOK_OUTCOME_LABELS: Record<Exclude<WebhookOutcome, 'status'>, string> = {
  timeout: 'timeout',
  refused: 'connection refused',
  tls: 'TLS error',
  unresolved: 'host not found',
  address: 'address not allowed',
  failed: 'connection failed',
};
/** An attempt's outcome in words: 'status 500', 'timeout', 'connection refused'… */
export const webhookOutcomeText = (outcome: WebhookOutcome, status: number | null): string =>
  outcome === 'status' ? `status ${status ?? '?'}` : WEBHOOK_OUTCOME_LABELS[outcome];

export const WEBHOOK_MESSAGES = {
  url: `An endpoint is an https:// address of at most ${numberText(WEBHOOK_LIMITS.urlMax)} characters`,
  privateAddress:
    'This address is not on the public internet (a private, loopback, link-local or reserved network): Arcana sends webhooks to public addresses only',
  port: `An endpoint listens on port ${WEBHOOK_LIMITS.ports.join(' or ')}: leave the port out for 443`,
  secretRotated: `The new signing secret is in force; the old one also signs for ${WEBHOOK_LIMITS.secretGraceHours} hours`,
  unresolved: 'This address’s host name does not resolve',
  events: 'Choose at least one event',
  tooMany: `A project has at most ${WEBHOOK_LIMITS.perProject} webhook endpoints: delete one first`,
  notFound: 'This project has no such webhook endpoint',
  deliveryNotFound: 'This endpoint has no such delivery',
  deleted: 'The endpoint is deleted: nothing more is sent to it',
  redelivered: 'The delivery is on its way again',
  testSent: 'A test event is on its way',
  disabledReason: 'Every attempt to deliver an event failed for over a day',
  disabledTitle: 'A webhook endpoint was turned off',
  disabledMessage: (url: string, project: string) =>
    `Every attempt to deliver ${project}’s events to ${url} failed for over a day: the endpoint is off. Fix it, then turn it on again.`,
} as const;
