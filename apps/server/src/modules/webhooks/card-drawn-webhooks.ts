import type { WebhookEventType } from '@arcana/shared';
import { recordWebhookEvents, type WebhookSubject } from './webhook-events.js';
import type { EventHandler } from '../../outbox/dispatcher.js';
import type { DrawnCard } from '../cards/index.js';
import type { JobRunner } from '../../jobs/job-runner.js';
import { groupBy } from '../../lib/group-by.js';

/**
 * Facts about cards as `type` events for their collection's project's endpoints that want it (a card
 * of the catalogue, in no collection, has none); this instance's runner spreads them at once.
 */
export function collectionWebhooks<Fact extends { collectionId: string | null }>(
  jobs: Pick<JobRunner, 'wake'>,
  type: WebhookEventType,
  subjectOf: (fact: Fact) => WebhookSubject,
): EventHandler<Fact> {
  return {
    name: 'the webhook',
    async handle(tx, facts) {
      const inCollections = facts.filter((one): one is Fact & { collectionId: string } => one.collectionId !== null);
      const byCollection = groupBy(inCollections, (one) => one.collectionId);
      for (const [collectionId, ones] of byCollection) await recordWebhookEvents(tx, { collectionId }, type, ones.map(subjectOf));
      return byCollection.size > 0 ? () => jobs.wake('webhook.spread') : undefined;
    },
  };
}

/** Each card drawn is a `card.drawn` event. */
export const cardDrawnWebhooks = (jobs: Pick<JobRunner, 'wake'>) =>
  collectionWebhooks<DrawnCard>(jobs, 'card.drawn', ({ card }) => ({ cardId: card.id }));
