import { recordWebhookEvents } from './webhook-events.js';
import type { EventHandler } from '../../outbox/dispatcher.js';
import type { DrawnCard } from '../cards/index.js';
import type { JobRunner } from '../../jobs/job-runner.js';

/** Each card drawn is a `card.drawn` event for its project's endpoints that want it; this instance's runner spreads it at once. */
export const cardDrawnWebhooks = (jobs: Pick<JobRunner, 'wake'>): EventHandler<DrawnCard> => ({
  name: 'the webhook',
  async handle(tx, drawn) {
    const byCollection = new Map<string, Array<{ cardId: string }>>();
    for (const { collectionId, card } of drawn)
      if (collectionId !== null) byCollection.set(collectionId, [...(byCollection.get(collectionId) ?? []), { cardId: card.id }]);
    for (const [collectionId, subjects] of byCollection) await recordWebhookEvents(tx, { collectionId }, 'card.drawn', subjects);
    return byCollection.size > 0 ? () => jobs.wake('webhook.spread') : undefined;
  },
});
