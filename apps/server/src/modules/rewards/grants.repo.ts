import { randomInt } from 'node:crypto';
import { and, desc, eq, max, sql, sum } from 'drizzle-orm';
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

export async function insertGrant(tx: Database, grant: typeof ruleGrants.$inferInsert): Promise<GrantRow> {
  const [row] = await tx.insert(ruleGrants).values(grant).returning();
  return row!;
}

/**
 * Rows each rule's count is spread over: a grant waits on another only when both drew the same row,
 * about one in this many of two at once (docs/decisions/040).
 */
const COUNT_SLOTS = 16;

/** Adds the grant's draws to what its rule granted, in one of the rule's count rows. */
export async function countGrant(tx: Database, ruleId: string, draws: number): Promise<void> {
  await tx
    .insert(ruleGrantCounts)
    .values({ ruleId, slot: randomInt(COUNT_SLOTS), draws })
    .onConflictDoUpdate({
      target: [ruleGrantCounts.ruleId, ruleGrantCounts.slot],
      set: { draws: sql`${ruleGrantCounts.draws} + ${draws}` },
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

/** The Arcana account a game's player was linked to, in the project, by a key of the grant's mode (live or test). */
export async function collectorOfPlayer(tx: Database, projectId: string, playerId: string, mode: string) {
  const [row] = await tx
    .select(collectorFields)
    .from(playerLinks)
    .innerJoin(users, eq(users.id, playerLinks.userId))
    .where(and(eq(playerLinks.projectId, projectId), eq(playerLinks.mode, mode), eq(playerLinks.playerId, playerId)))
    .limit(1);
  return row;
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
