import { REWARD_MESSAGES } from '@arcana/shared';
import type { AppDeps } from '../../deps.js';
import type { Decided } from './earning.js';
import { collectionContext } from './grants.repo.js';
import { presentGrant } from './rule.presenter.js';

const CONTEXT_KEPT_MS = 60_000;

/** Where a source's grants were earned, as the notice says it; a donation or a share needs no place. */
const PLATFORMS: Record<string, string> = { twitch: 'Twitch', steam: 'Steam' };
const platformOf = (source: string) => PLATFORMS[source.split('.')[0]!];

export type Granted = NonNullable<Decided['granted']>;

/**
 * Tells of a grant, once it is committed: the collector in their notifications (live, and replayed
 * like every kept event), the collection's creator in their live feed.
 */
export function createGrantNotices({ db, bus }: Pick<AppDeps, 'db' | 'bus'>) {
  // A collection's names and owner, read once a minute at most: a burst of grants tells of the same few.
  const contexts = new Map<string, { context: Awaited<ReturnType<typeof collectionContext>>; until: number }>();
  async function contextOf(collectionId: string) {
    const held = contexts.get(collectionId);
    if (held && held.until > Date.now()) return held.context;
    const context = await collectionContext(db, collectionId);
    contexts.set(collectionId, { context, until: Date.now() + CONTEXT_KEPT_MS });
    return context;
  }

  /** `waited`: the event was kept while its viewer had no account, and the draws waited for them. */
  return async function tell({ grant, rule, collector }: Granted, waited: boolean): Promise<void> {
    const context = await contextOf(rule.collectionId);
    if (!context) return;
    const title = waited ? REWARD_MESSAGES.waitingTitle : REWARD_MESSAGES.earnedTitle;
    const platform = platformOf(rule.source);
    await bus.emit('notificationRequested', {
      userId: grant.userId,
      type: 'draws_earned',
      title: title(grant.draws, context.project),
      message: `You ${grant.reason}${platform ? ` on ${platform}` : ''}. Draw ${grant.draws === 1 ? 'it' : 'them'} in ${context.collection}.`,
      redirectUrl: `/projects/${context.slug}`,
    });
    if (context.ownerId)
      await bus.emit('drawsGranted', { userId: context.ownerId, grant: presentGrant({ grant, source: rule.source, collector }) });
  };
}

export type GrantNotices = ReturnType<typeof createGrantNotices>;
