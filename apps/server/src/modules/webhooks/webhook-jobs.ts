import { WEBHOOK_MESSAGES } from '@arcana/shared';
import type { Platform } from '../../platform/platform.js';
import type { JobHandler } from '../../jobs/job-runner.js';
import { deleteWebhookEvents, lockWebhookEvents } from './webhook-events.js';
import { findProject } from '../projects/index.js';
import { oweNotices } from '../notifications/index.js';
import type { AddressGuard } from './address-guard.js';
import { webhookBodies } from './webhook-bodies.js';
import { delivered, sendWebhook, type AttemptOutcome } from './webhook-sender.js';
import * as repo from './webhooks.repo.js';

const EVENTS_AT_ONCE = 50;

/** An attempt the endpoint did not take: its job is tried again on the webhooks' schedule. */
class NotDelivered extends Error {
  constructor(outcome: AttemptOutcome) {
    super(`not delivered: ${outcome.status === null ? outcome.outcome : `status ${outcome.status}`}`);
  }
}

/**
 * Sends the projects' webhooks through the job runner (docs/decisions/038, 044): a `webhook.spread`
 * job spreads its event to the endpoints that want it, one delivery each with its `webhook.delivery`
 * job, tried on the retry schedule until it is delivered or has failed them all. An endpoint whose
 * deliveries all failed for the whole schedule is turned off, and its project's creator told.
 */
export function createWebhookJobs(
  { db, box, log, outbox, config }: Pick<Platform, 'db' | 'box' | 'log' | 'outbox' | 'config'>,
  guard: AddressGuard,
): { spread: JobHandler; delivery: JobHandler } {
  const { timeoutMs, retrySeconds, inFlight, inFlightPerEndpoint } = config.webhooks;

  /** Secrets opened once each: a rotation seals a new one, so an old one is simply not asked for again. */
  const opened = new Map<string, string>();
  function open(sealed: string) {
    const held = opened.get(sealed);
    if (held) return held;
    if (opened.size > 1000) opened.clear();
    const secret = box.open(sealed);
    opened.set(sealed, secret);
    return secret;
  }

  /** Turns off an endpoint none of whose deliveries got through since this one began, and tells its creator. */
  async function turnOffIfDead(endpoint: repo.EndpointRow, delivery: repo.DeliveryRow) {
    if (!endpoint.enabled || (endpoint.lastSuccessAt && endpoint.lastSuccessAt >= delivery.createdAt)) return;
    await db.transaction(async (tx) => {
      await repo.updateEndpoint(tx, endpoint.id, { enabled: false, disabledReason: WEBHOOK_MESSAGES.disabledReason });
      const project = await findProject(tx, { id: endpoint.projectId });
      if (project?.ownerId)
        await oweNotices(tx, [
          {
            userId: project.ownerId,
            notice: {
              type: 'system',
              title: WEBHOOK_MESSAGES.disabledTitle,
              message: WEBHOOK_MESSAGES.disabledMessage(endpoint.url, project.name),
              redirectUrl: `/forge/projects/${endpoint.projectId}/developers`,
            },
          },
        ]);
    });
    log.warn({ endpointId: endpoint.id }, 'turned off a webhook endpoint that kept failing');
    // Nobody waits on this answer: the notice goes with the outbox's next pass, started now.
    void outbox.dispatch();
  }

  const spread: JobHandler = {
    batch: EVENTS_AT_ONCE,
    leaseSeconds: 60,
    async run(leased) {
      await db.transaction(async (tx) => {
        const events = await lockWebhookEvents(
          tx,
          leased.map((job) => job.key),
        );
        if (events.length === 0) return;
        const endpoints = await repo.endpointsOf(tx, [...new Set(events.map((event) => event.projectId))]);
        const wants = (event: (typeof events)[number]) =>
          endpoints.filter((endpoint) => endpoint.projectId === event.projectId && endpoint.events.includes(event.type));
        const bodies = await webhookBodies(
          tx,
          events.filter((event) => wants(event).length > 0),
        );
        await repo.addDeliveries(
          tx,
          events.flatMap((event) => {
            const body = bodies.get(event.id);
            return body ? wants(event).map((endpoint) => ({ endpointId: endpoint.id, eventId: event.id, type: event.type, body })) : [];
          }),
        );
        await deleteWebhookEvents(
          tx,
          events.map((event) => event.id),
        );
      });
    },
  };

  const delivery: JobHandler = {
    concurrency: inFlight,
    perGroup: inFlightPerEndpoint,
    // Longer than an attempt can take: a delivery leased by a sender that died is tried again after.
    leaseSeconds: Math.ceil(timeoutMs / 1000) + 30,
    // `attempts` counts the one that failed: the first retry waits retrySeconds[0].
    retryInMs: (attempts) => {
      const seconds = retrySeconds[attempts - 1];
      return seconds === undefined ? null : seconds * 1000;
    },
    async run([job]) {
      const pending = await repo.findPendingDelivery(db, job!.key);
      if (!pending) return;
      // Read as it is now: a secret rotated a moment ago signs at once.
      const [endpoint] = await repo.signingOf(db, [pending.endpointId]);
      // Turned off: its deliveries wait for it to be turned on again (owePendingDeliveries).
      if (!endpoint?.enabled) return;
      const outcome = await sendWebhook(guard, timeoutMs, {
        url: endpoint.url,
        // The old secret's signature first while its grace lasts (docs/product-rules.md "Webhooks").
        secrets: [endpoint.previousSecret, endpoint.secret].filter((sealed): sealed is string => sealed !== null).map(open),
        eventId: `msg_${pending.eventId}`,
        body: pending.body,
      });
      if (delivered(outcome)) return repo.recordDelivered(db, pending, outcome);
      await repo.recordFailedAttempt(db, pending, outcome);
      throw new NotDelivered(outcome);
    },
    async onDead(job) {
      const failed = await repo.markDeliveryFailed(db, job.key);
      if (failed) await turnOffIfDead(failed.endpoint, failed.delivery);
    },
  };

  return { spread, delivery };
}
