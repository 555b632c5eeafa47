import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { projects, seedChains } from '../../db/schema.js';
import type { Database } from '../../db/client.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { LockedChain } from './draw-batch.repo.js';

export type SeedChainRow = typeof seedChains.$inferSelect;

/**
 * Links in a chain (docs/decisions/047): a collector's draws in one project for a long while, and a
 * draw's seed found by at most this many hashes from the chain's last seed.
 */
export const SEED_CHAIN_LENGTH = 256;
/** A chain with this few links left has its next one published, so a draw never waits on an unpublished chain. */
export const SEED_CHAIN_PUBLISH_AHEAD = 32;

/** SHA-256 of a seed's text in hex: what `serverSeedHash` of @arcana/shared/draw gives, by Node's own OpenSSL for speed. */
export const hashBack = (seed: string) => createHash('sha256').update(seed, 'utf8').digest('hex');

/** The seed `links` hashes down from `seed`. */
function hashedDown(seed: string, links: number): string {
  let down = seed;
  for (let i = 0; i < links; i += 1) down = hashBack(down);
  return down;
}

/** The seeds of links `from` to `to` of a chain (from ≤ to), from its last seed: each hashes to the one before. */
export function linkSeeds(lastSeed: string, length: number, from: number, to: number): string[] {
  const seeds = [hashedDown(lastSeed, length - to)];
  for (let link = to; link > from; link -= 1) seeds.push(hashBack(seeds.at(-1)!));
  return seeds.reverse();
}

/** A link of a chain, with its seed. */
export interface ChainLink {
  chain: LockedChain;
  link: number;
  seed: string;
}

/**
 * A collector's walk along their chains in force during one batch of at most `draws` draws: the next
 * link (of the first chain with one left) and its seed, opened and hashed down once per chain.
 */
export function linkCursor(box: SecretBox, chains: LockedChain[], draws: number) {
  const taken = new Map<string, number>();
  const seeds = new Map<string, string[]>();
  const left = (chain: LockedChain) => linksLeft(chain) - (taken.get(chain.id) ?? 0);
  const seedsOf = (chain: LockedChain) => {
    const found = seeds.get(chain.id);
    if (found) return found;
    const to = Math.min(chain.length, chain.nextLink + draws - 1);
    const made = linkSeeds(box.open(chain.lastSeedSealed), chain.length, chain.nextLink, to);
    seeds.set(chain.id, made);
    return made;
  };
  return {
    /** The link the next draw takes, or null when every chain in force is spent. */
    peek(): ChainLink | null {
      const chain = chains.find((c) => left(c) > 0);
      if (!chain) return null;
      const n = taken.get(chain.id) ?? 0;
      return { chain, link: chain.nextLink + n, seed: seedsOf(chain)[n]! };
    },
    take(link: ChainLink): void {
      taken.set(link.chain.id, (taken.get(link.chain.id) ?? 0) + 1);
    },
    /** Whether, with this batch, no chain in force has more than SEED_CHAIN_PUBLISH_AHEAD links left: the next is due. */
    runsLow: () => chains.every((c) => left(c) <= SEED_CHAIN_PUBLISH_AHEAD),
  };
}

/** A new chain's row: 256 bits from the operating system as its last seed (sealed), its head hashed down from it. */
function chainValues(box: SecretBox, chain: { userId: string; projectId: string; number: number }) {
  const lastSeed = randomBytes(32).toString('hex');
  return { ...chain, length: SEED_CHAIN_LENGTH, lastSeedSealed: box.seal(lastSeed), head: hashedDown(lastSeed, SEED_CHAIN_LENGTH) };
}

/** Links a chain has left to draw. */
export const linksLeft = (chain: Pick<SeedChainRow, 'length' | 'nextLink'>) => chain.length - chain.nextLink + 1;

/**
 * Publishes a chain for each collector in the project who has none in force with more than
 * SEED_CHAIN_PUBLISH_AHEAD links left (none at all, or one running low), numbered after their last; one
 * published meanwhile elsewhere stands (the number is unique). `firstOnly`: only for those who never had one.
 */
export async function publishChains(
  db: Database,
  box: SecretBox,
  projectId: string,
  userIds: string[],
  { firstOnly = false } = {},
): Promise<void> {
  if (userIds.length === 0) return;
  const counts = await db
    .select({
      userId: seedChains.userId,
      last: sql<number>`max(${seedChains.number})`.mapWith(Number),
      fresh: sql<number>`count(*) filter (where ${seedChains.length} - ${seedChains.nextLink} + 1 > ${SEED_CHAIN_PUBLISH_AHEAD})`.mapWith(
        Number,
      ),
    })
    .from(seedChains)
    .where(and(eq(seedChains.projectId, projectId), inArray(seedChains.userId, userIds)))
    .groupBy(seedChains.userId);
  const byUser = new Map(counts.map((c) => [c.userId, c]));
  const values = userIds
    .filter((userId) => (firstOnly ? !byUser.has(userId) : !byUser.get(userId)?.fresh))
    .map((userId) => chainValues(box, { userId, projectId, number: (byUser.get(userId)?.last ?? 0) + 1 }));
  if (values.length > 0) await db.insert(seedChains).values(values).onConflictDoNothing();
}

/** The collector's chains in force in the project, in the order they are drawn from. */
export function chainsInForce(db: Database, userId: string, projectId: string): Promise<SeedChainRow[]> {
  return db
    .select()
    .from(seedChains)
    .where(and(eq(seedChains.userId, userId), eq(seedChains.projectId, projectId), sql`${seedChains.nextLink} <= ${seedChains.length}`))
    .orderBy(asc(seedChains.number));
}

/** The collector's chains, spent ones too, the latest published first, with their projects' names. */
export function latestChains(db: Database, userId: string, limit: number) {
  return db
    .select({ chain: seedChains, project: { slug: projects.slug, name: projects.name } })
    .from(seedChains)
    .innerJoin(projects, eq(projects.id, seedChains.projectId))
    .where(eq(seedChains.userId, userId))
    .orderBy(desc(seedChains.createdAt), desc(seedChains.number))
    .limit(limit);
}
