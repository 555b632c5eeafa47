import { and, asc, eq, gt, like, sql } from 'drizzle-orm';
import { PARKED_GRANT_DAYS } from '@arcana/shared';
import { ZRuleTerms, type TWaitingViewer } from '@arcana/shared/schemas';
import type { Database } from '../../db/client.js';
import { earningRules, inbox } from '../../db/schema.js';
import { drawsFor, type EarnedEvent } from './earning.js';

/** Viewers listed at most, the longest waiting first: a chat is told a few at a time. */
export const WAITING_LISTED = 20;
/** Events read to list them: a burst of one viewer's cheers still leaves room for the others. */
const EVENTS_READ = 500;

/**
 * The collection's Twitch events kept for viewers with no account yet (docs/product-rules.md "Earning
 * rules"), by viewer: their login and the draws they will be granted once they sign up with Twitch,
 * as the rule stands now. Those past their days are left out: they will grant nothing.
 */
export async function waitingViewers(db: Database, collectionId: string): Promise<TWaitingViewer[]> {
  const rows = await db
    .select({ payload: inbox.payload, terms: earningRules.terms, receivedAt: inbox.receivedAt })
    .from(inbox)
    .innerJoin(earningRules, eq(earningRules.id, inbox.ruleId))
    .where(
      and(
        eq(earningRules.collectionId, collectionId),
        eq(inbox.state, 'parked'),
        like(inbox.source, 'twitch%'),
        gt(inbox.receivedAt, sql`now() - make_interval(days => ${PARKED_GRANT_DAYS})`),
      ),
    )
    .orderBy(asc(inbox.receivedAt))
    .limit(EVENTS_READ);
  const viewers = new Map<string, TWaitingViewer>();
  for (const { payload, terms, receivedAt } of rows) {
    const { read, event } = payload as EarnedEvent;
    const login = typeof event.user_login === 'string' ? event.user_login : null;
    const draws = drawsFor(ZRuleTerms.parse(terms), read);
    if (!login || !read.viewer || draws === null) continue;
    const viewer = viewers.get(read.viewer) ?? { login, draws: 0, since: receivedAt.toISOString() };
    viewers.set(read.viewer, { ...viewer, draws: viewer.draws + draws });
  }
  return [...viewers.values()].slice(0, WAITING_LISTED);
}
