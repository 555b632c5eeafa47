import { randomBytes, randomUUID } from 'node:crypto';
import { WEBHOOK_LIMITS, WEBHOOK_MESSAGES } from '@arcana/shared';
import type {
  TNewWebhookEndpoint,
  TWebhookDelivery,
  TWebhookEndpoint,
  TWebhookEndpointBody,
  TWebhookEndpointPatch,
} from '@arcana/shared/schemas';
import type { AppDeps } from '../../deps.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { ownProject } from '../projects/index.js';
import type { UserRow } from '../users/index.js';
import type { AddressGuard } from './address-guard.js';
import type { WebhookWorker } from './webhook-worker.js';
import * as repo from './webhooks.repo.js';

const iso = (at: Date | null) => at?.toISOString() ?? null;

const present = (row: repo.EndpointRow): TWebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: row.events as TWebhookEndpoint['events'],
  enabled: row.enabled,
  disabledReason: row.disabledReason,
  createdAt: row.createdAt.toISOString(),
  lastSuccessAt: iso(row.lastSuccessAt),
  failingSince: iso(row.failingSince),
});

type DeliveryWithAttempts = Awaited<ReturnType<typeof repo.newestDeliveries>>[number];
const presentDelivery = ({ delivery, attempts }: DeliveryWithAttempts): TWebhookDelivery => ({
  id: delivery.id,
  eventId: `msg_${delivery.eventId}`,
  type: delivery.type as TWebhookDelivery['type'],
  state: delivery.state as TWebhookDelivery['state'],
  createdAt: delivery.createdAt.toISOString(),
  nextAttemptAt: delivery.state === 'pending' ? delivery.nextAttemptAt.toISOString() : null,
  attempts: attempts.map((attempt) => ({
    at: attempt.at.toISOString(),
    status: attempt.status,
    error: attempt.error,
    durationMs: attempt.durationMs,
  })),
});

/** A Standard Webhooks signing secret: `whsec_` and 32 random bytes in base64. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/**
 * A project's webhook endpoints, for its creator (docs/product-rules.md "Webhooks"): where its events
 * go, which, the signing secret, and the delivery log with redelivery and a test event.
 */
export function createWebhooksService({ db, config }: Pick<AppDeps, 'db' | 'config'>, guard: AddressGuard, worker: WebhookWorker) {
  const box = createSecretBox(config.encryptionKey);

  async function ownEndpoint(user: UserRow, projectId: string, endpointId: string) {
    await ownProject(db, user, projectId);
    const row = await repo.findEndpoint(db, projectId, endpointId);
    if (!row) throw notFound('WEBHOOK_ENDPOINT_NOT_FOUND', WEBHOOK_MESSAGES.notFound);
    return row;
  }

  return {
    async list(user: UserRow, projectId: string): Promise<TWebhookEndpoint[]> {
      await ownProject(db, user, projectId);
      return (await repo.listEndpoints(db, projectId)).map(present);
    },

    async create(user: UserRow, projectId: string, body: TWebhookEndpointBody): Promise<TNewWebhookEndpoint> {
      await ownProject(db, user, projectId);
      const url = await guard.check(body.url);
      if ((await repo.countEndpoints(db, projectId)) >= WEBHOOK_LIMITS.perProject)
        throw conflict('TOO_MANY_WEBHOOKS', WEBHOOK_MESSAGES.tooMany);
      const secret = newSecret();
      const row = await repo.insertEndpoint(db, { projectId, url: url.href, secret: box.seal(secret), events: body.events });
      return { endpoint: present(row), secret };
    },

    /** Other events, or turned on or off; turned on again, its failures start afresh. */
    async change(user: UserRow, projectId: string, endpointId: string, patch: TWebhookEndpointPatch): Promise<TWebhookEndpoint> {
      const row = await ownEndpoint(user, projectId, endpointId);
      const turnedOn = patch.enabled === true && !row.enabled;
      return present(
        await repo.updateEndpoint(db, row.id, {
          ...(patch.events ? { events: patch.events } : {}),
          ...(patch.enabled === undefined ? {} : { enabled: patch.enabled }),
          ...(turnedOn ? { disabledReason: null, failingSince: null } : {}),
        }),
      );
    },

    async remove(user: UserRow, projectId: string, endpointId: string): Promise<void> {
      const row = await ownEndpoint(user, projectId, endpointId);
      await repo.deleteEndpoint(db, row.id);
    },

    async secret(user: UserRow, projectId: string, endpointId: string): Promise<string> {
      return box.open((await ownEndpoint(user, projectId, endpointId)).secret);
    },

    /** A test event to this endpoint alone, delivered and logged like any other. */
    async test(user: UserRow, projectId: string, endpointId: string): Promise<void> {
      const row = await ownEndpoint(user, projectId, endpointId);
      const eventId = randomUUID();
      const body = JSON.stringify({
        type: 'test',
        timestamp: new Date().toISOString(),
        data: { projectId, message: 'A test event from Arcana' },
      });
      await repo.addDeliveries(db, [{ endpointId: row.id, eventId, type: 'test', body }]);
      worker.wake();
    },

    async deliveries(user: UserRow, projectId: string, endpointId: string): Promise<TWebhookDelivery[]> {
      const row = await ownEndpoint(user, projectId, endpointId);
      return (await repo.newestDeliveries(db, row.id, WEBHOOK_LIMITS.deliveriesListed)).map(presentDelivery);
    },

    async redeliver(user: UserRow, projectId: string, endpointId: string, deliveryId: string): Promise<void> {
      const row = await ownEndpoint(user, projectId, endpointId);
      if (!(await repo.redeliver(db, row.id, deliveryId))) throw notFound('WEBHOOK_DELIVERY_NOT_FOUND', WEBHOOK_MESSAGES.deliveryNotFound);
      worker.wake();
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
