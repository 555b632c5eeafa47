import { recordWebhookEvents } from './webhook-events.js';
import type { EventHandler } from '../../outbox/dispatcher.js';
import type { DrawnCard } from '../cards/index.js';
import type { JobRunner } from '../../jobs/job-runner.js';
import { groupBy } from '../../lib/group-by.js';

/** Each card drawn is a `card.drawn` event for its project's endpoints that want it; this instance's runner spreads it at once. */
export const cardDrawnWebhooks = (jobs: Pick<JobRunner, 'wake'>): EventHandler<DrawnCard> => ({
  name: 'the webhook',
  async handle(tx, drawn) {
    const inCollections = drawn.filter((one): one is DrawnCard & { collectionId: string } => one.collectionId !== null);
    const byCollection = groupBy(inCollections, (one) => one.collectionId);
    for (const [collectionId, ones] of byCollection)
      await recordWebhookEvents(
        tx,
        { collectionId },
        'card.drawn',
        ones.map(({ card }) => ({ cardId: card.id })),
      );
    return byCollection.size > 0 ? () => jobs.wake('webhook.spread') : undefined;
  },
});
