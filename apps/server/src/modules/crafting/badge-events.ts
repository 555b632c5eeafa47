import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { crafts } from '../../db/schema.js';
import type { JobRunner } from '../../jobs/job-runner.js';
import type { EventHandler } from '../../outbox/dispatcher.js';
import type { DomainEvent } from '../../outbox/domain-event-types.js';
import { pairWithSubjects } from '../../outbox/subjects.js';
import { recordWebhookEvents } from '../webhooks/index.js';
import type { CraftRow } from './crafting.repo.js';

/** A badge crafted, with the craft that made it. */
export interface BadgeCrafted {
  event: DomainEvent<'badge.crafted'>;
  craft: CraftRow;
}

export async function loadBadgeCrafts(tx: Database, events: Array<DomainEvent<'badge.crafted'>>): Promise<BadgeCrafted[]> {
  const craftIdOf = (event: DomainEvent<'badge.crafted'>) => event.subject.craftId;
  const rows = await tx
    .select()
    .from(crafts)
    .where(inArray(crafts.id, events.map(craftIdOf)));
  return pairWithSubjects(events, rows, { ofEvent: craftIdOf, ofRow: (row) => row.id }, (event, craft) => ({ event, craft }));
}

/** A badge is a `badge.crafted` event for its project's endpoints that want it, kept in the outbox's transaction. */
export const badgeWebhooks = (jobs: Pick<JobRunner, 'wake'>): EventHandler<BadgeCrafted> => ({
  name: 'the webhook',
  async handle(tx, crafted) {
    for (const { craft } of crafted)
      await recordWebhookEvents(tx, { collectionId: craft.collectionId! }, 'badge.crafted', [{ craftId: craft.id }]);
    return crafted.length > 0 ? () => jobs.wake('webhook.spread') : undefined;
  },
});
