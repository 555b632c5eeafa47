import { bigserial, boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, at, createdAt } from '../../db/columns.js';
import { projects } from '../projects/schema.js';

/** Where a project's events are sent (docs/decisions/038); its signing secret sealed with ENCRYPTION_KEY. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    secret: text('secret').notNull(),
    /** The secret before the last rotation, sealed: it still signs beside the new one until `previous_secret_until`. */
    previousSecret: text('previous_secret'),
    previousSecretUntil: at('previous_secret_until'),
    events: text('events').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason'),
    createdAt: createdAt(),
    lastSuccessAt: at('last_success_at'),
    failingSince: at('failing_since'),
  },
  (t) => [index('webhook_endpoints_project_idx').on(t.projectId)],
);

/**
 * A project's events not yet spread to its endpoints: written in the transaction of what happened (a
 * draw, a grant, a review) with the `webhook.spread` job that spreads it, so none is lost; deleted in
 * the transaction that makes its deliveries.
 */
export const webhookEvents = pgTable('webhook_events', {
  id: id(),
  projectId: uuid('project_id').notNull(),
  type: text('type').notNull(),
  /** What it is about (a card, an inbox event, a collection), read when its body is made. */
  subject: jsonb('subject').notNull(),
  createdAt: createdAt(),
});

/** One event for one endpoint: its body as signed and its state; its `webhook.delivery` job says when it is tried next. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    type: text('type').notNull(),
    /** The JSON sent, byte for byte the same on every attempt. */
    body: text('body').notNull(),
    /** pending | delivered | failed */
    state: text('state').notNull().default('pending'),
    createdAt: createdAt(),
    deliveredAt: at('delivered_at'),
  },
  (t) => [index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt)],
);

/** Each attempt to deliver: the answer's status, or why there was none. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    at: at('at').notNull().defaultNow(),
    status: integer('status'),
    /** What became of it, a category of WEBHOOK_OUTCOMES (never a connection error's own text); null on attempts logged before categories. */
    outcome: text('outcome'),
    /** The answer's first bytes (WEBHOOK_LIMITS.answerBytes), when it was not a success. */
    answer: text('answer'),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.at)],
);
