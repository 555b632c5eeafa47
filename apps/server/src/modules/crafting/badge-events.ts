import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { badges, collections, crafts, users } from '../../db/schema.js';
import type { JobRunner } from '../../jobs/job-runner.js';
import { groupBy } from '../../lib/group-by.js';
import type { AfterCommit, EventHandler } from '../../outbox/dispatcher.js';
import type { DomainEvent } from '../../outbox/domain-event-types.js';
import { pairWithSubjects } from '../../outbox/subjects.js';
import type { OverlaysService } from '../overlays/index.js';
import { recordWebhookEvents } from '../webhooks/index.js';
import type { CraftRow } from './crafting.repo.js';

/** A badge crafted, with the craft that made it, who crafted it, its set's name and its project. */
export interface BadgeCrafted {
  event: DomainEvent<'badge.crafted'>;
  craft: CraftRow;
  collector: string;
  name: string;
  projectId: string;
}

export async function loadBadgeCrafts(tx: Database, events: Array<DomainEvent<'badge.crafted'>>): Promise<BadgeCrafted[]> {
  const craftIdOf = (event: DomainEvent<'badge.crafted'>) => event.subject.craftId;
  const rows = await tx
    .select({ craft: crafts, collector: users.username, name: badges.name, projectId: collections.projectId })
    .from(crafts)
    .innerJoin(users, eq(users.id, crafts.userId))
    .innerJoin(badges, and(eq(badges.userId, crafts.userId), eq(badges.setId, crafts.setId)))
    .innerJoin(collections, eq(collections.id, badges.collectionId))
    .where(inArray(crafts.id, events.map(craftIdOf)));
  return pairWithSubjects(events, rows, { ofEvent: craftIdOf, ofRow: (row) => row.craft.id }, (event, row) => ({ event, ...row }));
}

/** What crafting asks of the overlay: to queue badges crafted. */
export type BadgeOverlay = Pick<OverlaysService, 'queueBadges'>;

/**
 * A badge crafted is an alert on its project's overlay ('pixelfan completed First Light — level
 * 2'), queued in the outbox's transaction, once.
 */
export const badgeAlerts = (overlays: BadgeOverlay): EventHandler<BadgeCrafted> => ({
  name: 'the overlay alert',
  async handle(tx, crafted) {
    const told: AfterCommit[] = [];
    for (const [projectId, ofProject] of groupBy(crafted, (badge) => badge.projectId)) {
      const alerts = ofProject.map(({ craft, collector, name }) => ({
        collector,
        badge: { craftId: craft.id, name, level: craft.level! },
      }));
      const tell = await overlays.queueBadges(tx, projectId, alerts);
      if (tell) told.push(tell);
    }
    return () => told.forEach((tell) => tell());
  },
});

/**
 * A badge is a `badge.crafted` event for its project's endpoints that want it, kept in the outbox's
 * transaction.
 */
export const badgeWebhooks = (jobs: Pick<JobRunner, 'wake'>): EventHandler<BadgeCrafted> => ({
  name: 'the webhook',
  async handle(tx, crafted) {
    for (const [projectId, ofProject] of groupBy(crafted, (badge) => badge.projectId))
      await recordWebhookEvents(
        tx,
        { projectId },
        'badge.crafted',
        ofProject.map(({ craft }) => ({ craftId: craft.id })),
      );
    return crafted.length > 0 ? () => jobs.wake('webhook.spread') : undefined;
  },
});
