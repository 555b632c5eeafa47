import { and, asc, count, eq, inArray, sum } from 'drizzle-orm';
import type { TRuleCaps, TRuleTerms } from '@arcana/shared/schemas';
import { collections, earningRules, ruleGrantCounts } from '../../db/schema.js';
import type { Database } from '../../db/client.js';
import { recordDomainEvents } from '../../outbox/domain-events.repo.js';

export type RuleRow = typeof earningRules.$inferSelect;

export const listRules = (db: Database, collectionId: string): Promise<RuleRow[]> =>
  db.select().from(earningRules).where(eq(earningRules.collectionId, collectionId)).orderBy(asc(earningRules.createdAt));

/** The collection's rules that are on, oldest first: how its draws are earned. */
export const enabledRules = (db: Database, collectionId: string): Promise<RuleRow[]> =>
  db
    .select()
    .from(earningRules)
    .where(and(eq(earningRules.collectionId, collectionId), eq(earningRules.enabled, true)))
    .orderBy(asc(earningRules.createdAt));

/** What each rule granted so far: the sum of its count rows (none yet: 0). */
export async function grantedBy(db: Database, ruleIds: string[]): Promise<Map<string, number>> {
  const granted = new Map(ruleIds.map((id) => [id, 0]));
  if (ruleIds.length === 0) return granted;
  const rows = await db
    .select({ ruleId: ruleGrantCounts.ruleId, draws: sum(ruleGrantCounts.draws).mapWith(Number) })
    .from(ruleGrantCounts)
    .where(inArray(ruleGrantCounts.ruleId, ruleIds))
    .groupBy(ruleGrantCounts.ruleId);
  for (const row of rows) granted.set(row.ruleId, row.draws);
  return granted;
}

export async function findRule(db: Database, id: string): Promise<RuleRow | undefined> {
  const [row] = await db.select().from(earningRules).where(eq(earningRules.id, id)).limit(1);
  return row;
}

/**
 * Adds the rule unless the collection has `max` already. Its collection's row is held while it counts
 * (a statement's snapshot predates the lock it waits for, so the count is a statement of its own):
 * two added at once never make one too many. Undefined when it has.
 */
export function insertRule(
  db: Database,
  rule: { collectionId: string; terms: TRuleTerms; caps: TRuleCaps },
  max: number,
): Promise<RuleRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.select({ id: collections.id }).from(collections).where(eq(collections.id, rule.collectionId)).for('update');
    const [{ n }] = (await tx.select({ n: count() }).from(earningRules).where(eq(earningRules.collectionId, rule.collectionId))) as [
      { n: number },
    ];
    if (n >= max) return undefined;
    const [row] = await tx
      .insert(earningRules)
      .values({ collectionId: rule.collectionId, source: rule.terms.source, terms: rule.terms, caps: rule.caps })
      .returning();
    // Draws that money buys are never sold for money (docs/product-rules.md "Marketplace").
    if (rule.terms.source === 'donation')
      await recordDomainEvents(tx, [
        { type: 'donations.opened', userId: null, subject: { collectionId: rule.collectionId }, requestId: null },
      ]);
    return row;
  });
}

export async function updateRule(
  db: Database,
  id: string,
  change: { enabled?: boolean; caps?: TRuleCaps; disabledReason?: null },
): Promise<RuleRow> {
  const [row] = await db.update(earningRules).set(change).where(eq(earningRules.id, id)).returning();
  return row!;
}

/** Turns rules off for a reason of Arcana's (Twitch revoked them, the channel went): the creator sees why. */
export async function disableRules(db: Database, ids: string[], reason: string): Promise<void> {
  if (ids.length > 0) await db.update(earningRules).set({ enabled: false, disabledReason: reason }).where(inArray(earningRules.id, ids));
}

/** A project's published collections, each with the most draws its rule for a game's server grants at once (null: no such rule on). */
export async function collectionsTakingGrants(db: Database, projectId: string) {
  const rows = await db
    .select({ id: collections.id, name: collections.name, rule: earningRules })
    .from(collections)
    .leftJoin(
      earningRules,
      and(eq(earningRules.collectionId, collections.id), eq(earningRules.source, 'api'), eq(earningRules.enabled, true)),
    )
    .where(and(eq(collections.projectId, projectId), eq(collections.status, 'published')))
    .orderBy(asc(collections.createdAt), asc(earningRules.createdAt));
  const found = new Map<string, { id: string; name: string; maxDraws: number | null }>();
  for (const { id, name, rule } of rows)
    if (!found.has(id)) found.set(id, { id, name, maxDraws: rule ? (rule.terms as { reward: number }).reward : null });
  return [...found.values()];
}
