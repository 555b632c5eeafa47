import { randomInt } from 'node:crypto';
import { and, desc, eq, inArray, max, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { collections, earningRules, identities, playerLinks, projects, ruleGrantCounts, ruleGrants, users } from '../../db/schema.js';
import type { RuleRow } from './rules.repo.js';

export type GrantRow = typeof ruleGrants.$inferSelect;

/** The rule, locked until the grant is decided: two events of one rule never both fit the last of its budget. */
export async function lockRule(tx: Database, ruleId: string): Promise<RuleRow | undefined> {
  const [row] = await tx.select().from(earningRules).where(eq(earningRules.id, ruleId)).for('update');
  return row;
}

/** What the rule granted the collector, as its caps count: draws since a time (the day's start), and when last. */
export async function grantedTo(tx: Database, ruleId: string, userId: string, since: Date) {
  const mine = and(eq(ruleGrants.ruleId, ruleId), eq(ruleGrants.userId, userId));
  const [row] = await tx
    .select({
      since: sum(sql`case when ${ruleGrants.grantedAt} >= ${since} then ${ruleGrants.draws} else 0 end`).mapWith(Number),
      last: max(ruleGrants.grantedAt),
    })
    .from(ruleGrants)
    .where(mine);
  return { since: row?.since ?? 0, last: row?.last ?? null };
}

/** Draws the rule granted in the stream, to everyone. */
export async function grantedInStream(tx: Database, ruleId: string, streamId: string | null): Promise<number> {
  const [row] = await tx
    .select({ n: sum(ruleGrants.draws).mapWith(Number) })
    .from(ruleGrants)
    .where(and(eq(ruleGrants.ruleId, ruleId), streamId === null ? sql`${ruleGrants.streamId} is null` : eq(ruleGrants.streamId, streamId)));
  return row?.n ?? 0;
}

export async function insertGrants(tx: Database, grants: Array<typeof ruleGrants.$inferInsert>): Promise<GrantRow[]> {
  return grants.length === 0 ? [] : tx.insert(ruleGrants).values(grants).returning();
}

/**
 * Rows each rule's count is spread over: a grant waits on another only when both drew the same row,
 * about one in this many of two at once (docs/decisions/040).
 */
const COUNT_SLOTS = 16;

/** Adds grants' draws to what their rules granted, each rule's in one of its count rows, in one statement. */
export async function countGrants(tx: Database, grants: Array<{ ruleId: string; draws: number }>): Promise<void> {
  const byRule = new Map<string, number>();
  for (const { ruleId, draws } of grants) byRule.set(ruleId, (byRule.get(ruleId) ?? 0) + draws);
  if (byRule.size === 0) return;
  await tx
    .insert(ruleGrantCounts)
    .values([...byRule].sort(([a], [b]) => (a < b ? -1 : 1)).map(([ruleId, draws]) => ({ ruleId, slot: randomInt(COUNT_SLOTS), draws })))
    .onConflictDoUpdate({
      target: [ruleGrantCounts.ruleId, ruleGrantCounts.slot],
      set: { draws: sql`${ruleGrantCounts.draws} + excluded.draws` },
    });
}

/** The collection's newest grants with their collectors' names, for its creator's feed. */
export const newestGrants = (db: Database, collectionId: string, limit: number) =>
  db
    .select({ grant: ruleGrants, source: earningRules.source, collector: users.username })
    .from(ruleGrants)
    .innerJoin(earningRules, eq(earningRules.id, ruleGrants.ruleId))
    .innerJoin(users, eq(users.id, ruleGrants.userId))
    .where(eq(ruleGrants.collectionId, collectionId))
    .orderBy(desc(ruleGrants.grantedAt))
    .limit(limit);

/** A collector as the caps and the notices read them: their name and their account's age. */
const collectorFields = { userId: users.id, username: users.username, createdAt: users.createdAt };

/** The Arcana account that linked this account of the provider's. */
export async function collectorLinkedAs(tx: Database, provider: string, providerUserId: string) {
  const [row] = await tx
    .select(collectorFields)
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .where(and(eq(identities.provider, provider), eq(identities.providerUserId, providerUserId)))
    .limit(1);
  return row;
}

/** The Arcana accounts these players of a game were linked to, in the project, by keys of a mode (live or test), by player id. */
export async function collectorsOfPlayers(tx: Database, projectId: string, mode: string, playerIds: string[]) {
  const rows = await tx
    .select({ ...collectorFields, playerId: playerLinks.playerId })
    .from(playerLinks)
    .innerJoin(users, eq(users.id, playerLinks.userId))
    .where(and(eq(playerLinks.projectId, projectId), eq(playerLinks.mode, mode), inArray(playerLinks.playerId, [...new Set(playerIds)])));
  return new Map(rows.map(({ playerId, ...collector }) => [playerId, collector]));
}

/** The Arcana account itself (a share's sharer, a donor). */
export async function collectorById(tx: Database, userId: string) {
  const [row] = await tx.select(collectorFields).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** What a grant's notice names: the collection, its project (and where it is), and the creator to tell. */
export async function collectionContext(db: Database, collectionId: string) {
  const [row] = await db
    .select({ collection: collections.name, project: projects.name, slug: projects.slug, ownerId: projects.ownerId })
    .from(collections)
    .innerJoin(projects, eq(projects.id, collections.projectId))
    .where(eq(collections.id, collectionId))
    .limit(1);
  return row;
}
