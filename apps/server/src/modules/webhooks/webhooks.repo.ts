import { and, asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema.js';
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

export async function addDeliveries(tx: Database, rows: Array<typeof webhookDeliveries.$inferInsert>): Promise<void> {
  if (rows.length > 0) await tx.insert(webhookDeliveries).values(rows);
}

/**
 * Deliveries due, oldest first, each leased for `leaseSeconds` in one statement: another instance
 * passes it by, and one whose sender died is tried again once the lease ends. An endpoint gets at most
 * `perEndpoint` less what it has in flight here already (`busy`, by endpoint id), so a slow or hanging
 * one never takes every place.
 */
export async function leaseDue(
  db: Database,
  { max, perEndpoint, busy, leaseSeconds }: { max: number; perEndpoint: number; busy: Record<string, number>; leaseSeconds: number },
): Promise<DeliveryRow[]> {
  return db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`, attempts: sql`${webhookDeliveries.attempts} + 1` })
    .where(
      inArray(
        webhookDeliveries.id,
        sql`(select due.id from webhook_endpoints e cross join lateral (
            select d.id, d.next_attempt_at from webhook_deliveries d
            where d.endpoint_id = e.id and d.state = 'pending' and d.next_attempt_at <= now()
            order by d.next_attempt_at
            limit greatest(0, ${perEndpoint} - coalesce((${JSON.stringify(busy)}::jsonb ->> e.id::text)::int, 0))
            for update of d skip locked
          ) due
          where e.enabled
          order by due.next_attempt_at limit ${max})`,
      ),
    )
    .returning();
}

/** The secret before the last rotation while its grace lasts; null after it. */
const { previousSecret, previousSecretUntil } = webhookEndpoints;
const previousInForce = sql<string | null>`case when ${previousSecretUntil} > now() then ${previousSecret} end`;

/** Where each endpoint is and the secrets that sign for it now, read once for a batch of deliveries leased. */
export const signingOf = (db: Database, ids: string[]) =>
  db
    .select({ id: webhookEndpoints.id, url: webhookEndpoints.url, secret: webhookEndpoints.secret, previousSecret: previousInForce })
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

/** A failed attempt: tried again after `retryInSeconds`, or failed for good (null); the endpoint notes since when it fails. */
export async function markFailedAttempt(db: Database, delivery: DeliveryRow, retryInSeconds: number | null): Promise<EndpointRow> {
  return db.transaction(async (tx) => {
    await tx
      .update(webhookDeliveries)
      .set(retryInSeconds === null ? { state: 'failed' } : { nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})` })
      .where(eq(webhookDeliveries.id, delivery.id));
    const [endpoint] = await tx
      .update(webhookEndpoints)
      .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, now())` })
      .where(eq(webhookEndpoints.id, delivery.endpointId))
      .returning();
    return endpoint!;
  });
}

/** The endpoint's newest deliveries, each with its attempts, oldest attempt first. */
export async function newestDeliveries(db: Database, endpointId: string, limit: number) {
  const deliveries = await db
    .select()
    .from(webhookDeliveries)
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
              deliveries.map((row) => row.id),
            ),
          )
          .orderBy(asc(webhookAttempts.at), asc(webhookAttempts.id));
  return deliveries.map((delivery) => ({ delivery, attempts: attempts.filter((attempt) => attempt.deliveryId === delivery.id) }));
}

/** Sent again now, its retries counted afresh; none when the endpoint has no such delivery. */
export async function redeliver(db: Database, endpointId: string, deliveryId: string) {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ state: 'pending', attempts: 0, nextAttemptAt: sql`now()`, deliveredAt: null })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)))
    .returning({ id: webhookDeliveries.id });
  return row;
}

export const sweepWebhookDeliveries =
  (days: number): SweepRule =>
  (tx) =>
    deleteWhere(tx, webhookDeliveries, lt(webhookDeliveries.createdAt, ago(days * DAY_MS)));
