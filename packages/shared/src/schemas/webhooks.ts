import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS, WEBHOOK_MESSAGES, WEBHOOK_OUTCOMES } from '../validation/webhooks.js';

export const ZWebhookEventType = lazySchema(() => z.enum(WEBHOOK_EVENT_TYPES, WEBHOOK_MESSAGES.events));
const events = lazySchema(() =>
  z
    .array(ZWebhookEventType)
    .min(1, WEBHOOK_MESSAGES.events)
    .max(WEBHOOK_EVENT_TYPES.length, WEBHOOK_MESSAGES.events)
    .refine((types) => new Set(types).size === types.length, WEBHOOK_MESSAGES.events),
);

/** Where a project's events go, and which. */
export const ZWebhookEndpointBody = lazySchema(() =>
  z.object({ url: z.string().trim().min(1, WEBHOOK_MESSAGES.url).max(WEBHOOK_LIMITS.urlMax, WEBHOOK_MESSAGES.url), events }).strict(),
);
export type TWebhookEndpointBody = z.input<typeof ZWebhookEndpointBody>;

/** Another choice of events, or the endpoint turned on or off. */
export const ZWebhookEndpointPatch = lazySchema(() => z.object({ events: events.optional(), enabled: z.boolean().optional() }).strict());
export type TWebhookEndpointPatch = z.input<typeof ZWebhookEndpointPatch>;

export const ZWebhookEndpoint = lazySchema(() =>
  z.object({
    id: z.string(),
    url: z.string(),
    events: z.array(ZWebhookEventType),
    enabled: z.boolean(),
    /** Why Arcana turned it off (deliveries failing for over a day); null otherwise. */
    disabledReason: z.string().nullable(),
    createdAt: z.string(),
    lastSuccessAt: z.string().nullable(),
    /** Since when its deliveries have failed, without a success since; null while they succeed. */
    failingSince: z.string().nullable(),
    /** Until when the secret before the last rotation still signs beside the new one; null when none does. */
    previousSecretUntil: z.string().nullable(),
  }),
);
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;
export const ZWebhookEndpointList = lazySchema(() => z.array(ZWebhookEndpoint));

/** An endpoint just made: its signing secret (`whsec_…`), shown now and on asking again. */
export const ZWebhookSecret = lazySchema(() => z.object({ secret: z.string() }));
/** A secret just rotated: the new one, shown now (and on asking again), and until when the old one also signs. */
export const ZRotatedWebhookSecret = lazySchema(() => z.object({ secret: z.string(), previousSecretUntil: z.string() }));
export type TRotatedWebhookSecret = z.infer<typeof ZRotatedWebhookSecret>;
export const ZNewWebhookEndpoint = lazySchema(() => z.object({ endpoint: ZWebhookEndpoint, secret: z.string() }));
export type TNewWebhookEndpoint = z.infer<typeof ZNewWebhookEndpoint>;

export const ZWebhookEndpointParams = lazySchema(() => z.object({ projectId: z.uuid(), endpointId: z.uuid() }));
export const ZWebhookDeliveryParams = lazySchema(() => ZWebhookEndpointParams.extend({ deliveryId: z.uuid() }));

/** One attempt to deliver: the endpoint's status, or the category of why there was none, and the answer's first bytes. */
export const ZWebhookAttempt = lazySchema(() =>
  z.object({
    at: z.string(),
    status: z.number().int().nullable(),
    outcome: z.enum(WEBHOOK_OUTCOMES),
    /** The first bytes of an answer that was not a success (WEBHOOK_LIMITS.answerBytes); null otherwise. */
    answer: z.string().nullable(),
    durationMs: z.number().int(),
  }),
);
export type TWebhookAttempt = z.infer<typeof ZWebhookAttempt>;

/** An event sent to an endpoint, with each attempt to deliver it. */
export const ZWebhookDelivery = lazySchema(() =>
  z.object({
    id: z.string(),
    /** The event's id, sent as `webhook-id`: the same on every retry. */
    eventId: z.string(),
    type: ZWebhookEventType.or(z.literal('test')),
    state: z.enum(['pending', 'delivered', 'failed']),
    createdAt: z.string(),
    nextAttemptAt: z.string().nullable(),
    attempts: z.array(ZWebhookAttempt),
  }),
);
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;
export const ZWebhookDeliveryList = lazySchema(() => z.array(ZWebhookDelivery));
