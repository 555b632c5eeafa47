import { and, asc, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { WebhookEventType } from '@arcana/shared';
import type { Database } from '../db/client.js';
import { webhookEvents } from '../db/schema.js';
import { ago, DAY_MS, deleteWhere, type SweepRule } from './sweep.js';

/** What an event is about: its body is made from it when the event is sent (modules/webhooks). */
export type WebhookSubject = { cardId: string } | { inboxId: string } | { collectionId: string; reason?: string };

/** The project whose endpoints hear of it, named directly or by one of its collections. */
export type WebhookScope = { projectId: string } | { collectionId: string };

/**
 * Keeps a project's events in the webhooks outbox, in the transaction of what happened, so a crash
 * after it commits loses nothing (docs/decisions/038). Kept only when an endpoint of the project that
 * is on wants the type: a project without webhooks pays one read of an index. One statement for many.
 */
export async function recordWebhookEvents(
  tx: Database,
  scope: WebhookScope,
  type: WebhookEventType,
  subjects: WebhookSubject[],
): Promise<void> {
  if (subjects.length === 0) return;
  const project =
    'projectId' in scope ? sql`${scope.projectId}::uuid` : sql`(select project_id from collections where id = ${scope.collectionId}::uuid)`;
  const rows = sql.join(
    subjects.map((subject) => sql`(${JSON.stringify(subject)}::jsonb)`),
    sql`, `,
  );
  await tx.execute(sql`
    with project as (select ${project} as id)
    insert into webhook_events (project_id, type, subject)
    select project.id, ${type}, s.subject from project, (values ${rows}) as s(subject)
    where exists (select 1 from webhook_endpoints e where e.project_id = project.id and e.enabled and ${type} = any(e.events))
  `);
}

export type WebhookEventRow = typeof webhookEvents.$inferSelect;

/** Events not spread to endpoints yet, oldest first, each to one instance (another's are passed over). */
export const claimWebhookEvents = (tx: Database, max: number): Promise<WebhookEventRow[]> =>
  tx
    .select()
    .from(webhookEvents)
    .where(isNull(webhookEvents.dispatchedAt))
    .orderBy(asc(webhookEvents.createdAt))
    .limit(max)
    .for('update', { skipLocked: true });

/** Spread to their endpoints, in the transaction that made their deliveries. */
export async function markWebhookEventsDispatched(tx: Database, ids: string[]): Promise<void> {
  if (ids.length > 0)
    await tx
      .update(webhookEvents)
      .set({ dispatchedAt: sql`now()` })
      .where(inArray(webhookEvents.id, ids));
}

/** Events spread a day ago go: their deliveries keep what was sent. */
export const sweepWebhookEvents: SweepRule = (tx) =>
  deleteWhere(tx, webhookEvents, and(isNotNull(webhookEvents.dispatchedAt), lt(webhookEvents.createdAt, ago(DAY_MS))));
