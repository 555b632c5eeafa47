import { and, asc, eq, gt, like, sql, type SQL } from 'drizzle-orm';
import { PARKED_GRANT_DAYS } from '@arcana/shared';
import { ZRuleTerms, type TWaitingViewer } from '@arcana/shared/schemas';
import type { Database } from '../../db/client.js';
import { earningRules, inbox } from '../../db/schema.js';
import { drawsFor, type EarnedEvent } from './earning.js';

/** Viewers listed at most, the longest waiting first: a chat is told a few at a time. */
export const WAITING_LISTED = 20;
/** Events read to list them: a burst of one viewer's cheers still leaves room for the others. */
const EVENTS_READ = 500;

/** The Twitch events kept for viewers with no account yet and still in their days, with their rule's terms, oldest first. */
function parkedTwitchEvents(db: Database, where: SQL | undefined) {
  return db
    .select({ payload: inbox.payload, terms: earningRules.terms, receivedAt: inbox.receivedAt })
    .from(inbox)
    .innerJoin(earningRules, eq(earningRules.id, inbox.ruleId))
    .where(
      and(
        where,
        eq(inbox.state, 'parked'),
        like(inbox.source, 'twitch%'),
        gt(inbox.receivedAt, sql`now() - make_interval(days => ${PARKED_GRANT_DAYS})`),
      ),
    )
    .orderBy(asc(inbox.receivedAt))
    .limit(EVENTS_READ);
}

/** An event's draws as its rule stands now, with its viewer's login; null when it would grant nothing. */
function waitingDraws({ payload, terms }: { payload: unknown; terms: unknown }) {
  const { read, event } = payload as EarnedEvent;
  const login = typeof event.user_login === 'string' ? event.user_login : null;
  const draws = drawsFor(ZRuleTerms.parse(terms), read);
  return login && read.viewer && draws !== null ? { viewer: read.viewer, login, draws } : null;
}

/**
 * The collection's Twitch events kept for viewers with no account yet (docs/product-rules.md "Earning
 * rules"), by viewer: their login and the draws they will be granted once they sign up with Twitch,
 * as the rule stands now. Those past their days are left out: they will grant nothing.
 */
export async function waitingViewers(db: Database, collectionId: string): Promise<TWaitingViewer[]> {
  const viewers = new Map<string, TWaitingViewer>();
  for (const row of await parkedTwitchEvents(db, eq(earningRules.collectionId, collectionId))) {
    const waiting = waitingDraws(row);
    if (!waiting) continue;
    const viewer = viewers.get(waiting.viewer) ?? { login: waiting.login, draws: 0, since: row.receivedAt.toISOString() };
    viewers.set(waiting.viewer, { ...viewer, draws: viewer.draws + waiting.draws });
  }
  return [...viewers.values()].slice(0, WAITING_LISTED);
}

/** The draws a Twitch viewer with no account yet will be granted in the project once they sign up. */
export async function drawsWaitingFor(db: Database, projectId: string, viewer: string): Promise<number> {
  const rows = await parkedTwitchEvents(db, and(eq(inbox.projectId, projectId), eq(inbox.viewerRef, viewer)));
  return rows.reduce((total, row) => total + (waitingDraws(row)?.draws ?? 0), 0);
}
