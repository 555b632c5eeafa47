import { inArray, sql } from 'drizzle-orm';
import type { WebhookEventType } from '@arcana/shared';
import type { Database } from '../../db/client.js';
import { webhookEvents } from '../../db/schema.js';
import { enqueueJobs } from '../../jobs/jobs.repo.js';

/** What an event is about: its body is made from it when the event is sent (modules/webhooks). */
export type WebhookSubject =
  | { cardId: string }
  | { playId: string }
  | { inboxId: string }
  | { craftId: string }
  | { transferId: string }
  | { collectionId: string; reason?: string };

/** The project whose endpoints hear of it, named directly or by one of its collections. */
export type WebhookScope = { projectId: string } | { collectionId: string };

/**
 * Keeps a project's events, each with its `webhook.spread` job, in the transaction of what happened,
 * so a crash after it commits loses nothing (docs/decisions/038, 044). Kept only when an endpoint of
 * the project that is on wants the type: a project without webhooks pays one read of an index. One
 * statement for many.
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
  const kept = (await tx.execute(sql`
    with project as (select ${project} as id)
    insert into webhook_events (project_id, type, subject)
    select project.id, ${type}, s.subject from project, (values ${rows}) as s(subject)
    where exists (select 1 from webhook_endpoints e where e.project_id = project.id and e.enabled and ${type} = any(e.events))
    returning id
  `)) as unknown as { rows: Array<{ id: string }> };
  await enqueueJobs(
    tx,
    'webhook.spread',
    kept.rows.map(({ id }) => ({ key: id })),
  );
}

export type WebhookEventRow = typeof webhookEvents.$inferSelect;

/** The events of these ids not spread yet, locked for the transaction that spreads them and then lets them go. */
export const lockWebhookEvents = (tx: Database, ids: string[]): Promise<WebhookEventRow[]> =>
  tx.select().from(webhookEvents).where(inArray(webhookEvents.id, ids)).for('update');

/** Spread to their endpoints, in the transaction that made their deliveries: each delivery keeps its body. */
export async function deleteWebhookEvents(tx: Database, ids: string[]): Promise<void> {
  if (ids.length > 0) await tx.delete(webhookEvents).where(inArray(webhookEvents.id, ids));
}
