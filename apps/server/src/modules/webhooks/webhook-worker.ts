import { WEBHOOK_MESSAGES } from '@arcana/shared';
import type { AppDeps } from '../../deps.js';
import { createDrainLoop } from '../../lib/drain-loop.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { claimWebhookEvents, markWebhookEventsDispatched } from '../../lib/webhook-events.js';
import { findProject } from '../projects/index.js';
import { oweNotices } from '../notifications/index.js';
import type { AddressGuard } from './address-guard.js';
import { webhookBodies } from './webhook-bodies.js';
import { delivered, sendWebhook } from './webhook-sender.js';
import * as repo from './webhooks.repo.js';

type Signing = Awaited<ReturnType<typeof repo.signingOf>>[number];

const TICK_MS = 1000;
const EVENTS_AT_ONCE = 50;

/**
 * Sends the projects' webhooks (docs/decisions/038): the outbox's events are spread to the endpoints
 * that want them, one delivery each, then each delivery is sent, and tried again on the retry
 * schedule until it is delivered or has failed them all. Every instance runs one; SKIP LOCKED and a
 * lease give each event and each attempt to one of them. An endpoint whose deliveries all failed for
 * the whole schedule is turned off, and its project's creator told.
 */
export function createWebhookWorker({ db, log, outbox, config }: Pick<AppDeps, 'db' | 'log' | 'outbox' | 'config'>, guard: AddressGuard) {
  const box = createSecretBox(config.encryptionKey);
  const { timeoutMs, retrySeconds, inFlight, inFlightPerEndpoint } = config.webhooks;
  // Longer than an attempt can take: a delivery leased by a sender that died is tried again after.
  const leaseSeconds = Math.ceil(timeoutMs / 1000) + 30;
  let timer: NodeJS.Timeout | undefined;
  /** Once stopping, nothing new is leased: a lease taken as the database closes would hold its delivery until it runs out. */
  let stopping = false;
  /** The deliveries in flight here, and how many of them go to each endpoint. */
  const sending = new Set<Promise<void>>();
  const busy = new Map<string, number>();

  /** Spreads a batch of events to the endpoints that want them, in a few statements; false when none was waiting. */
  async function dispatchSome(): Promise<boolean> {
    return db.transaction(async (tx) => {
      const events = await claimWebhookEvents(tx, EVENTS_AT_ONCE);
      if (events.length === 0) return false;
      const endpoints = await repo.endpointsOf(tx, [...new Set(events.map((event) => event.projectId))]);
      const wanted = events.filter((event) =>
        endpoints.some((endpoint) => endpoint.projectId === event.projectId && endpoint.events.includes(event.type)),
      );
      const bodies = await webhookBodies(tx, wanted);
      await repo.addDeliveries(
        tx,
        wanted.flatMap((event) => {
          const body = bodies.get(event.id);
          if (!body) return [];
          return endpoints
            .filter((endpoint) => endpoint.projectId === event.projectId && endpoint.events.includes(event.type))
            .map((endpoint) => ({ endpointId: endpoint.id, eventId: event.id, type: event.type, body }));
        }),
      );
      await markWebhookEventsDispatched(
        tx,
        events.map((event) => event.id),
      );
      return true;
    });
  }

  /** The leased deliveries' endpoints: where each is and the secrets that sign for it. */
  const signingOf = async (due: repo.DeliveryRow[]) =>
    new Map((await repo.signingOf(db, [...new Set(due.map((one) => one.endpointId))])).map((row) => [row.id, row]));

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

  async function attempt(delivery: repo.DeliveryRow, endpoint: Signing): Promise<void> {
    const outcome = await sendWebhook(guard, timeoutMs, {
      url: endpoint.url,
      // The old secret's signature first while its grace lasts (docs/product-rules.md "Webhooks").
      secrets: [endpoint.previousSecret, endpoint.secret].filter((sealed): sealed is string => sealed !== null).map(open),
      eventId: `msg_${delivery.eventId}`,
      body: delivery.body,
    });
    if (delivered(outcome)) return repo.recordDelivered(db, delivery, outcome);
    await repo.recordAttempt(db, delivery.id, outcome);
    // `attempts` counts this one: the first retry waits retrySeconds[0].
    const retryIn = retrySeconds[delivery.attempts - 1] ?? null;
    const failing = await repo.markFailedAttempt(db, delivery, retryIn);
    if (retryIn === null) await turnOffIfDead(failing, delivery);
  }

  const held = (endpointId: string, change: number) => {
    const now = (busy.get(endpointId) ?? 0) + change;
    if (now > 0) busy.set(endpointId, now);
    else busy.delete(endpointId);
  };

  /** Starts as many due deliveries as there is room for; each, once done, looks for more. */
  async function sendSome(): Promise<boolean> {
    const room = inFlight - sending.size;
    if (stopping || room <= 0) return false;
    const due = await repo.leaseDue(db, { max: room, perEndpoint: inFlightPerEndpoint, busy: Object.fromEntries(busy), leaseSeconds });
    // Read as they are now, once for the batch: a secret rotated a moment ago signs at once.
    const signing = due.length === 0 ? new Map<string, Signing>() : await signingOf(due);
    for (const one of due) {
      const endpoint = signing.get(one.endpointId);
      // Deleted since it was leased: the delivery went with it.
      if (!endpoint) continue;
      held(one.endpointId, 1);
      const sent = attempt(one, endpoint)
        .catch((err: unknown) => log.error({ err, deliveryId: one.id }, 'could not deliver a webhook'))
        .finally(() => {
          held(one.endpointId, -1);
          sending.delete(sent);
          wake();
        });
      sending.add(sent);
    }
    return due.length === room;
  }

  const { drain, current } = createDrainLoop(
    async () => {
      while (await dispatchSome());
      while (await sendSome());
    },
    (err) => log.error({ err }, 'the webhooks outbox could not be read'),
  );

  const wake = () => {
    if (!stopping) void drain();
  };

  return {
    /** Something may be waiting: look now rather than at the next tick. */
    wake,
    /** Until nothing is due and nothing is in flight (tests, shutdown). */
    async settle() {
      do {
        await drain();
        await Promise.all([...sending]);
      } while (current() || sending.size > 0);
    },
    start() {
      stopping = false;
      timer ??= setInterval(wake, TICK_MS);
      timer.unref();
    },
    async stop() {
      stopping = true;
      clearInterval(timer);
      timer = undefined;
      await current();
      await Promise.all([...sending]);
    },
  };
}

export type WebhookWorker = ReturnType<typeof createWebhookWorker>;
