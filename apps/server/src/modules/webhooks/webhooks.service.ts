import { randomBytes, randomUUID } from 'node:crypto';
import { WEBHOOK_LIMITS, WEBHOOK_MESSAGES } from '@arcana/shared';
import type {
  TNewWebhookEndpoint,
  TRotatedWebhookSecret,
  TWebhookAttempt,
  TWebhookDelivery,
  TWebhookEndpoint,
  TWebhookEndpointBody,
  TWebhookEndpointPatch,
} from '@arcana/shared/schemas';
import type { Database } from '../../db/client.js';
import type { Platform } from '../../platform/platform.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { recordAudit, type AuditAction } from '../../lib/audit.js';
import type { ClientInfo } from '../../lib/client-info.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { ownProject, requireCreator } from '../projects/index.js';
import type { UserRow } from '../users/index.js';
import type { AddressGuard } from './address-guard.js';
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
  previousSecretUntil: row.previousSecretUntil && row.previousSecretUntil > new Date() ? row.previousSecretUntil.toISOString() : null,
});

type DeliveryWithAttempts = Awaited<ReturnType<typeof repo.newestDeliveries>>[number];
const presentDelivery = ({ delivery, nextAttemptAt, attempts }: DeliveryWithAttempts): TWebhookDelivery => ({
  id: delivery.id,
  eventId: `msg_${delivery.eventId}`,
  type: delivery.type as TWebhookDelivery['type'],
  state: delivery.state as TWebhookDelivery['state'],
  createdAt: delivery.createdAt.toISOString(),
  nextAttemptAt: delivery.state === 'pending' ? iso(nextAttemptAt) : null,
  attempts: attempts.map((attempt) => ({
    at: attempt.at.toISOString(),
    status: attempt.status,
    // Logged before outcomes had categories: an answer's status, or a failure whose words are not shown.
    outcome: (attempt.outcome ?? (attempt.status === null ? 'failed' : 'status')) as TWebhookAttempt['outcome'],
    answer: attempt.answer,
    durationMs: attempt.durationMs,
  })),
});

/** A Standard Webhooks signing secret: `whsec_` and 32 random bytes in base64. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/**
 * A project's webhook endpoints, for its creator (docs/product-rules.md "Webhooks"): where its events
 * go, which, the signing secret and its rotation, and the delivery log with redelivery and a test
 * event. Every change asks a creator (a verified e-mail and two-factor on); making an endpoint and
 * revealing or rotating its secret are audited.
 */
export function createWebhooksService({ db, config, rateLimiter }: Pick<Platform, 'db' | 'config' | 'rateLimiter'>, guard: AddressGuard) {
  const box = createSecretBox(config.encryptionKey);

  const audit = (tx: Database, user: UserRow, action: AuditAction, row: repo.EndpointRow, client: ClientInfo) =>
    recordAudit(tx, {
      actorId: user.id,
      subjectId: user.id,
      action,
      meta: { projectId: row.projectId, endpointId: row.id, url: row.url },
      client,
    });

  async function ownEndpoint(user: UserRow, projectId: string, endpointId: string) {
    await ownProject(db, user, projectId);
    const row = await repo.findEndpoint(db, projectId, endpointId);
    if (!row) throw notFound('WEBHOOK_ENDPOINT_NOT_FOUND', WEBHOOK_MESSAGES.notFound);
    return row;
  }

  /** The creator's own endpoint, to change or send to. */
  function creatorsEndpoint(user: UserRow, projectId: string, endpointId: string) {
    requireCreator(user);
    return ownEndpoint(user, projectId, endpointId);
  }

  /** Test events and redeliveries, counted per endpoint: 429 past WEBHOOK_LIMITS.sendsPerMinute. */
  const countSend = (endpointId: string) =>
    rateLimiter.hit([{ key: `webhook-send:${endpointId}`, max: WEBHOOK_LIMITS.sendsPerMinute, windowSeconds: 60 }]);

  return {
    async list(user: UserRow, projectId: string): Promise<TWebhookEndpoint[]> {
      await ownProject(db, user, projectId);
      return (await repo.listEndpoints(db, projectId)).map(present);
    },

    async create(user: UserRow, projectId: string, body: TWebhookEndpointBody, client: ClientInfo): Promise<TNewWebhookEndpoint> {
      requireCreator(user);
      await ownProject(db, user, projectId);
      const url = await guard.check(body.url);
      if ((await repo.countEndpoints(db, projectId)) >= WEBHOOK_LIMITS.perProject)
        throw conflict('TOO_MANY_WEBHOOKS', WEBHOOK_MESSAGES.tooMany);
      const secret = newSecret();
      const row = await db.transaction(async (tx) => {
        const made = await repo.insertEndpoint(tx, { projectId, url: url.href, secret: box.seal(secret), events: body.events });
        await audit(tx, user, 'webhook.create', made, client);
        return made;
      });
      return { endpoint: present(row), secret };
    },

    /** Other events, or turned on or off; turned on again, its failures start afresh. */
    async change(user: UserRow, projectId: string, endpointId: string, patch: TWebhookEndpointPatch): Promise<TWebhookEndpoint> {
      const row = await creatorsEndpoint(user, projectId, endpointId);
      const turnedOn = patch.enabled === true && !row.enabled;
      const changed = await db.transaction(async (tx) => {
        const updated = await repo.updateEndpoint(tx, row.id, {
          ...(patch.events ? { events: patch.events } : {}),
          ...(patch.enabled === undefined ? {} : { enabled: patch.enabled }),
          ...(turnedOn ? { disabledReason: null, failingSince: null } : {}),
        });
        if (turnedOn) await repo.owePendingDeliveries(tx, row.id);
        return updated;
      });
      return present(changed);
    },

    async remove(user: UserRow, projectId: string, endpointId: string): Promise<void> {
      const row = await creatorsEndpoint(user, projectId, endpointId);
      await repo.deleteEndpoint(db, row.id);
    },

    async secret(user: UserRow, projectId: string, endpointId: string, client: ClientInfo): Promise<string> {
      const row = await creatorsEndpoint(user, projectId, endpointId);
      await audit(db, user, 'webhook.revealSecret', row, client);
      return box.open(row.secret);
    },

    /** A new secret in force at once; the old one also signs for WEBHOOK_LIMITS.secretGraceHours, so the creator's server can change over. */
    async rotateSecret(user: UserRow, projectId: string, endpointId: string, client: ClientInfo): Promise<TRotatedWebhookSecret> {
      const row = await creatorsEndpoint(user, projectId, endpointId);
      const secret = newSecret();
      const rotated = await db.transaction(async (tx) => {
        const updated = await repo.rotateSecret(tx, row.id, box.seal(secret), WEBHOOK_LIMITS.secretGraceHours);
        await audit(tx, user, 'webhook.rotateSecret', updated, client);
        return updated;
      });
      return { secret, previousSecretUntil: rotated.previousSecretUntil!.toISOString() };
    },

    /** A test event to this endpoint alone, delivered and logged like any other. */
    async test(user: UserRow, projectId: string, endpointId: string): Promise<void> {
      const row = await creatorsEndpoint(user, projectId, endpointId);
      await countSend(row.id);
      const eventId = randomUUID();
      const body = JSON.stringify({
        type: 'test',
        timestamp: new Date().toISOString(),
        data: { projectId, message: 'A test event from Arcana' },
      });
      await db.transaction((tx) => repo.addDeliveries(tx, [{ endpointId: row.id, eventId, type: 'test', body }]));
    },

    async deliveries(user: UserRow, projectId: string, endpointId: string): Promise<TWebhookDelivery[]> {
      const row = await ownEndpoint(user, projectId, endpointId);
      return (await repo.newestDeliveries(db, row.id, WEBHOOK_LIMITS.deliveriesListed)).map(presentDelivery);
    },

    async redeliver(user: UserRow, projectId: string, endpointId: string, deliveryId: string): Promise<void> {
      const row = await creatorsEndpoint(user, projectId, endpointId);
      await countSend(row.id);
      if (!(await repo.redeliver(db, row.id, deliveryId))) throw notFound('WEBHOOK_DELIVERY_NOT_FOUND', WEBHOOK_MESSAGES.deliveryNotFound);
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
