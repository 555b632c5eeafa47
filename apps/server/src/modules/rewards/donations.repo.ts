import { and, asc, desc, eq, gt, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { collections, earningRules, inbox, projects, ruleGrants, usdtTransfers, users } from '../../db/schema.js';

/** A donation's earning event is kept under this message id: one per transfer. */
export const donationMessageId = (transferId: string) => `donation:${transferId}`;
const messageIdOf = sql`'donation:' || ${usdtTransfers.id}`;

/**
 * Confirmed donations whose earning event is not kept yet (this one, or any confirmed in the last day),
 * with the collection's oldest donation rule that is on (null: none is).
 */
export function confirmedUnkept(db: Database, transferId: string | undefined) {
  const rule = db
    .select({ id: earningRules.id })
    .from(earningRules)
    .where(
      and(
        eq(earningRules.collectionId, usdtTransfers.donationCollectionId),
        eq(earningRules.source, 'donation'),
        eq(earningRules.enabled, true),
      ),
    )
    .orderBy(asc(earningRules.createdAt))
    .limit(1);
  return db
    .select({
      transfer: usdtTransfers,
      projectId: collections.projectId,
      ruleId: sql<string | null>`(${rule})`,
    })
    .from(usdtTransfers)
    .innerJoin(collections, eq(collections.id, usdtTransfers.donationCollectionId))
    .where(
      and(
        eq(usdtTransfers.status, 'confirmed'),
        transferId === undefined ? gt(usdtTransfers.confirmedAt, sql`now() - interval '1 day'`) : eq(usdtTransfers.id, transferId),
        sql`not exists (select 1 from ${inbox} where ${inbox.source} = 'donation' and ${inbox.messageId} = ${messageIdOf})`,
      ),
    );
}

/** Donations (signed at least) with what each earned, newest first: a collection's, or a donor's. */
export function donationReceipts(db: Database, where: { collectionId: string } | { userId: string }, limit: number) {
  const whose: SQL =
    'collectionId' in where ? eq(usdtTransfers.donationCollectionId, where.collectionId) : eq(usdtTransfers.userId, where.userId);
  return db
    .select({
      transfer: usdtTransfers,
      collection: collections.name,
      project: projects.name,
      slug: projects.slug,
      donor: users.username,
      outcome: inbox.outcome,
      draws: ruleGrants.draws,
    })
    .from(usdtTransfers)
    .innerJoin(collections, eq(collections.id, usdtTransfers.donationCollectionId))
    .innerJoin(projects, eq(projects.id, collections.projectId))
    .innerJoin(users, eq(users.id, usdtTransfers.userId))
    .leftJoin(inbox, and(eq(inbox.source, 'donation'), eq(inbox.messageId, messageIdOf)))
    .leftJoin(ruleGrants, eq(ruleGrants.eventId, inbox.id))
    .where(and(whose, isNotNull(usdtTransfers.donationCollectionId), ne(usdtTransfers.status, 'prepared')))
    .orderBy(desc(usdtTransfers.createdAt))
    .limit(limit);
}
