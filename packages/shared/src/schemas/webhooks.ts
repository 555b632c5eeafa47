import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS, WEBHOOK_MESSAGES } from '../validation/webhooks.js';

export const ZWebhookEventType = z.enum(WEBHOOK_EVENT_TYPES, WEBHOOK_MESSAGES.events);
const events = z
  .array(ZWebhookEventType)
  .min(1, WEBHOOK_MESSAGES.events)
  .max(WEBHOOK_EVENT_TYPES.length, WEBHOOK_MESSAGES.events)
  .refine((types) => new Set(types).size === types.length, WEBHOOK_MESSAGES.events);

/** Where a project's events go, and which. */
export const ZWebhookEndpointBody = z
  .object({ url: z.string().trim().min(1, WEBHOOK_MESSAGES.url).max(WEBHOOK_LIMITS.urlMax, WEBHOOK_MESSAGES.url), events })
  .strict();
export type TWebhookEndpointBody = z.input<typeof ZWebhookEndpointBody>;

/** Another choice of events, or the endpoint turned on or off. */
export const ZWebhookEndpointPatch = z.object({ events: events.optional(), enabled: z.boolean().optional() }).strict();
export type TWebhookEndpointPatch = z.input<typeof ZWebhookEndpointPatch>;

export const ZWebhookEndpoint = z.object({
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
});
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;
export const ZWebhookEndpointList = z.array(ZWebhookEndpoint);

/** An endpoint just made: its signing secret (`whsec_…`), shown now and on asking again. */
export const ZWebhookSecret = z.object({ secret: z.string() });
export const ZNewWebhookEndpoint = z.object({ endpoint: ZWebhookEndpoint, secret: z.string() });
export type TNewWebhookEndpoint = z.infer<typeof ZNewWebhookEndpoint>;

export const ZWebhookEndpointParams = z.object({ projectId: z.uuid(), endpointId: z.uuid() });
export const ZWebhookDeliveryParams = ZWebhookEndpointParams.extend({ deliveryId: z.uuid() });

/** One attempt to deliver: the endpoint's answer, or why there was none. */
export const ZWebhookAttempt = z.object({
  at: z.string(),
  status: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
});

/** An event sent to an endpoint, with each attempt to deliver it. */
export const ZWebhookDelivery = z.object({
  id: z.string(),
  /** The event's id, sent as `webhook-id`: the same on every retry. */
  eventId: z.string(),
  type: ZWebhookEventType.or(z.literal('test')),
  state: z.enum(['pending', 'delivered', 'failed']),
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
  attempts: z.array(ZWebhookAttempt),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;
export const ZWebhookDeliveryList = z.array(ZWebhookDelivery);
