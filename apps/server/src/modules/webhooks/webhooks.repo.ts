import { and, asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { jobs, webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema.js';
import { enqueueJobs } from '../../jobs/jobs.repo.js';
import { ago, DAY_MS, deleteWhere, type SweepRule } from '../../lib/sweep.js';
import type { AttemptOutcome } from './webhook-sender.js';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export const listEndpoints = (db: Database, projectId: string) =>
  db.select().from(webhookEndpoints).where(eq(webhookEndpoints.projectId, projectId)).orderBy(asc(webhookEndpoints.createdAt));

export async function findEndpoint(db: Database, projectId: string, id: string): Promise<EndpointRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.projectId, projectId), eq(webhookEndpoints.id, id)));
  return row;
}

export async function countEndpoints(db: Database, projectId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.projectId, projectId));
  return row?.n ?? 0;
}

export async function insertEndpoint(db: Database, row: typeof webhookEndpoints.$inferInsert): Promise<EndpointRow> {
  const [made] = await db.insert(webhookEndpoints).values(row).returning();
  return made!;
}

export async function updateEndpoint(db: Database, id: string, set: Partial<typeof webhookEndpoints.$inferInsert>): Promise<EndpointRow> {
  const [row] = await db.update(webhookEndpoints).set(set).where(eq(webhookEndpoints.id, id)).returning();
  return row!;
}

export const deleteEndpoint = (db: Database, id: string) => db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));

/** The endpoints that are on of these projects, with the events each wants. */
export const endpointsOf = (tx: Database, projectIds: string[]) =>
  tx
    .select({ id: webhookEndpoints.id, projectId: webhookEndpoints.projectId, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(and(inArray(webhookEndpoints.projectId, projectIds), eq(webhookEndpoints.enabled, true)));

/** New deliveries, each with its `webhook.delivery` job (grouped by endpoint), in the caller's transaction. */
export async function addDeliveries(tx: Database, rows: Array<typeof webhookDeliveries.$inferInsert>): Promise<void> {
  if (rows.length === 0) return;
  const made = await tx
    .insert(webhookDeliveries)
    .values(rows)
    .returning({ id: webhookDeliveries.id, endpointId: webhookDeliveries.endpointId });
  await enqueueJobs(
    tx,
    'webhook.delivery',
    made.map(({ id, endpointId }) => ({ key: id, groupKey: endpointId })),
  );
}

/** An endpoint turned on again: the deliveries that waited for it are owed again, in the transaction that turns it on. */
export async function owePendingDeliveries(tx: Database, endpointId: string): Promise<void> {
  const pending = await tx
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.state, 'pending')));
  await enqueueJobs(
    tx,
    'webhook.delivery',
    pending.map(({ id }) => ({ key: id, groupKey: endpointId })),
  );
}

/** A delivery still to make, or none (delivered, failed for good, or gone with its endpoint). */
export async function findPendingDelivery(db: Database, id: string): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.state, 'pending')));
  return row;
}

/** The secret before the last rotation while its grace lasts; null after it. */
const { previousSecret, previousSecretUntil } = webhookEndpoints;
const previousInForce = sql<string | null>`case when ${previousSecretUntil} > now() then ${previousSecret} end`;

/** Where each endpoint is and the secrets that sign for it now, read once for a batch of deliveries leased. */
export const signingOf = (db: Database, ids: string[]) =>
  db
    .select({
      id: webhookEndpoints.id,
      url: webhookEndpoints.url,
      enabled: webhookEndpoints.enabled,
      secret: webhookEndpoints.secret,
      previousSecret: previousInForce,
    })
    .from(webhookEndpoints)
    .where(inArray(webhookEndpoints.id, ids));

/** A new signing secret; the one it replaces signs beside it for `graceHours` (one rotated before that stops now). */
export async function rotateSecret(db: Database, id: string, sealed: string, graceHours: number): Promise<EndpointRow> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      previousSecret: sql`${webhookEndpoints.secret}`,
      previousSecretUntil: sql`now() + make_interval(hours => ${graceHours})`,
      secret: sealed,
    })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return row!;
}

export async function recordAttempt(db: Database, deliveryId: string, outcome: AttemptOutcome): Promise<void> {
  await db.insert(webhookAttempts).values({ deliveryId, ...outcome });
}

/**
 * A delivery that got through, with its attempt, in one statement; its endpoint's last success is
 * written at most once a second, so a burst to one endpoint does not queue on its row.
 */
export async function recordDelivered(db: Database, delivery: DeliveryRow, outcome: AttemptOutcome): Promise<void> {
  await db.execute(sql`
    with attempt as (
      insert into webhook_attempts (delivery_id, status, outcome, answer, duration_ms)
      values (${delivery.id}::uuid, ${outcome.status}, ${outcome.outcome}, ${outcome.answer}, ${outcome.durationMs})
    ), delivered as (
      update webhook_deliveries set state = 'delivered', delivered_at = now() where id = ${delivery.id}::uuid
    )
    update webhook_endpoints set last_success_at = now(), failing_since = null
    where id = ${delivery.endpointId}::uuid
      and (last_success_at is null or failing_since is not null or last_success_at < now() - interval '1 second')
  `);
}

/** A failed attempt, logged; the endpoint notes since when it fails. Its job tries again on the schedule. */
export async function recordFailedAttempt(db: Database, delivery: DeliveryRow, outcome: AttemptOutcome): Promise<void> {
  await db.transaction(async (tx) => {
    await recordAttempt(tx, delivery.id, outcome);
    await tx
      .update(webhookEndpoints)
      .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, now())` })
      .where(eq(webhookEndpoints.id, delivery.endpointId));
  });
}

/** Every attempt of the schedule failed: the delivery is failed for good (a redelivery starts it afresh). Answers it and its endpoint. */
export async function markDeliveryFailed(db: Database, id: string) {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ state: 'failed' })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.state, 'pending')))
    .returning();
  if (!row) return undefined;
  const [endpoint] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, row.endpointId));
  return endpoint && { delivery: row, endpoint };
}

/** The endpoint's newest deliveries, each with its attempts, oldest attempt first. */
export async function newestDeliveries(db: Database, endpointId: string, limit: number) {
  // A pending delivery's next attempt is its job's.
  const deliveries = await db
    .select({ delivery: webhookDeliveries, nextAttemptAt: jobs.runAt })
    .from(webhookDeliveries)
    .leftJoin(jobs, and(eq(jobs.queue, 'webhook.delivery'), eq(jobs.key, sql`${webhookDeliveries.id}::text`)))
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
  const attempts =
    deliveries.length === 0
      ? []
      : await db
          .select()
          .from(webhookAttempts)
          .where(
            inArray(
              webhookAttempts.deliveryId,
              deliveries.map((row) => row.delivery.id),
            ),
          )
          .orderBy(asc(webhookAttempts.at), asc(webhookAttempts.id));
  return deliveries.map(({ delivery, nextAttemptAt }) => ({
    delivery,
    nextAttemptAt,
    attempts: attempts.filter((attempt) => attempt.deliveryId === delivery.id),
  }));
}

/** Sent again now, its retries counted afresh; none when the endpoint has no such delivery. */
export async function redeliver(db: Database, endpointId: string, deliveryId: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookDeliveries)
      .set({ state: 'pending', deliveredAt: null })
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)))
      .returning({ id: webhookDeliveries.id });
    if (row) await enqueueJobs(tx, 'webhook.delivery', [{ key: row.id, groupKey: endpointId }]);
    return row;
  });
}

export const sweepWebhookDeliveries =
  (days: number): SweepRule =>
  (tx) =>
    deleteWhere(tx, webhookDeliveries, lt(webhookDeliveries.createdAt, ago(days * DAY_MS)));
