/** What a project's webhook endpoints may hear of (docs/product-rules.md "Webhooks"). */
export const WEBHOOK_EVENT_TYPES = ['card.drawn', 'draws.granted', 'collection.published', 'collection.suspended'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'card.drawn': 'A card is drawn',
  'draws.granted': 'Draws are granted',
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
  /** Characters of an endpoint's answer kept in the delivery log. */
  answerKept: 500,
  /** Days a delivery and its log are kept. */
  deliveryDays: 30,
} as const;

export const WEBHOOK_MESSAGES = {
  url: `An endpoint is an https:// address of at most ${WEBHOOK_LIMITS.urlMax.toLocaleString('en-US')} characters`,
  privateAddress: 'This address is on a private, loopback or link-local network: Arcana sends webhooks to public addresses only',
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
