import { eq, inArray } from 'drizzle-orm';
import { REWARD_MESSAGES } from '@arcana/shared';
import type { Database } from '../../db/client.js';
import { collections, earningRules, projects, ruleGrants, users } from '../../db/schema.js';
import type { DomainEvent } from '../../outbox/domain-event-types.js';
import type { EventHandler } from '../../outbox/dispatcher.js';
import { pairWithSubjects } from '../../outbox/subjects.js';
import type { UserMessages } from '../../realtime/kept-messages.js';
import type { KeptMessage } from '../../realtime/rooms.js';
import { recordBurstNotices } from '../notifications/index.js';
import type { GrantRow } from './grants.repo.js';
import { presentGrant } from './rule.presenter.js';

/** Where a source's grants were earned, as the notice says it; a donation or a share needs no place. */
const PLATFORMS: Record<string, string> = { twitch: 'Twitch', steam: 'Steam' };
const platformOf = (source: string) => PLATFORMS[source.split('.')[0]!];

type Kept = { userId: string; messages: KeptMessage[] };

/** A grant made, as what follows it needs it (docs/decisions/043): its rule's source, its collection and project, who earned it. */
export interface GrantMade {
  event: DomainEvent<'draws.granted'>;
  grant: GrantRow;
  source: string;
  collector: string;
  collection: string;
  project: string;
  slug: string;
  /** The project's creator, who hears of it in their live feed; null for the house. */
  ownerId: string | null;
}

/** The grants of a batch of events, in one statement; one gone since (its account deleted) is left out. */
export async function loadGrants(tx: Database, events: Array<DomainEvent<'draws.granted'>>): Promise<GrantMade[]> {
  const grantIdOf = (event: DomainEvent<'draws.granted'>) => event.subject.grantId;
  const rows = await tx
    .select({
      grant: ruleGrants,
      source: earningRules.source,
      collector: users.username,
      collection: collections.name,
      project: projects.name,
      slug: projects.slug,
      ownerId: projects.ownerId,
    })
    .from(ruleGrants)
    .innerJoin(earningRules, eq(earningRules.id, ruleGrants.ruleId))
    .innerJoin(collections, eq(collections.id, ruleGrants.collectionId))
    .innerJoin(projects, eq(projects.id, collections.projectId))
    .innerJoin(users, eq(users.id, ruleGrants.userId))
    .where(inArray(ruleGrants.id, events.map(grantIdOf)));
  return pairWithSubjects(events, rows, { ofEvent: grantIdOf, ofRow: (row) => row.grant.id }, (event, row) => ({ event, ...row }));
}

/**
 * The collector hears of their draws in their bell (live, and replayed like every kept message); the
 * collection's creator, in their live feed. A grant kept while its viewer had no account says the
 * draws waited for them.
 */
export const tellOfGrants = (messages: UserMessages): EventHandler<GrantMade> => ({
  name: "the collector's bell and the creator's feed",
  async handle(tx, made) {
    // A collection's grants in a row are one notification, the draws counted together; those that
    // waited for the account are a burst of their own.
    const notices = await recordBurstNotices(
      tx,
      made.map(({ event, grant, source, collection, project, slug }) => {
        const title = event.subject.waited ? REWARD_MESSAGES.waitingTitle : REWARD_MESSAGES.earnedTitle;
        const platform = platformOf(source);
        const reason = `You ${grant.reason}${platform ? ` on ${platform}` : ''}`;
        return {
          notice: { userId: event.userId, type: 'draws_earned', redirectUrl: `/projects/${slug}` },
          key: `draws:${grant.collectionId}${event.subject.waited ? ':waited' : ''}`,
          adds: grant.draws,
          words: (total) => ({
            title: title(total, project),
            message:
              total === grant.draws
                ? `${reason}. Draw ${total === 1 ? 'it' : 'them'} in ${collection}.`
                : `${reason}, and more. Draw them in ${collection}.`,
          }),
        };
      }),
    );
    const toCollectors = made.map(({ event }, i): Kept => ({
      userId: event.userId,
      messages: [['notificationCreated', { notification: notices[i]!, requestId: null }]],
    }));
    const toCreators = made.flatMap(({ ownerId, grant, source, collector }): Kept[] =>
      ownerId ? [{ userId: ownerId, messages: [['drawsGranted', { grant: presentGrant({ grant, source, collector }) }]] }] : [],
    );
    return messages.keep(tx, [...toCollectors, ...toCreators]);
  },
});
