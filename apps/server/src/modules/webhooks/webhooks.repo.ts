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

/** The project's endpoints that are on and want this type. */
export const endpointsWanting = (tx: Database, projectId: string, type: string) =>
  tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(eq(webhookEndpoints.projectId, projectId), eq(webhookEndpoints.enabled, true), sql`${type} = any(${webhookEndpoints.events})`),
    );

export async function addDeliveries(tx: Database, rows: Array<typeof webhookDeliveries.$inferInsert>): Promise<void> {
  if (rows.length > 0) await tx.insert(webhookDeliveries).values(rows);
}

/** A delivery due, with where it goes: leased for `leaseSeconds`, so another instance passes it by and a sender that died is replaced. */
export interface DueDelivery {
  delivery: DeliveryRow;
  endpoint: EndpointRow;
}

export async function leaseDue(db: Database, max: number, leaseSeconds: number): Promise<DueDelivery[]> {
  const { rows } = (await db.execute(sql`
    update webhook_deliveries set next_attempt_at = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
    where id in (
      select d.id from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
      where d.state = 'pending' and d.next_attempt_at <= now() and e.enabled
      order by d.next_attempt_at limit ${max} for update of d skip locked
    )
    returning id
  `)) as unknown as { rows: Array<{ id: string }> };
  if (rows.length === 0) return [];
  return db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      inArray(
        webhookDeliveries.id,
        rows.map((row) => row.id),
      ),
    );
}

export async function recordAttempt(db: Database, deliveryId: string, outcome: AttemptOutcome): Promise<void> {
  await db.insert(webhookAttempts).values({ deliveryId, ...outcome });
}

export async function markDelivered(db: Database, delivery: DeliveryRow): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(webhookDeliveries)
      .set({ state: 'delivered', deliveredAt: sql`now()` })
      .where(eq(webhookDeliveries.id, delivery.id));
    await tx
      .update(webhookEndpoints)
      .set({ lastSuccessAt: sql`now()`, failingSince: null })
      .where(eq(webhookEndpoints.id, delivery.endpointId));
  });
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
