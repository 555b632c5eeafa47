import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { REVEALED_SEEDS_LIMIT } from '@arcana/shared';
import { serverSeedHash } from '@arcana/shared/draw';
import { cards, drawSeeds } from '../../db/schema.js';
import type { Database } from '../../db/client.js';
import type { SecretBox } from '../../lib/secret-box.js';

export type DrawSeedRow = typeof drawSeeds.$inferSelect;

/** 256 bits from the operating system, as hex: the HMAC key of every draw until it is revealed. */
const newServerSeed = () => randomBytes(32).toString('hex');
/** The client seed a player starts with, until they choose their own. */
const newClientSeed = () => randomBytes(8).toString('hex');

function seedValues(box: SecretBox, userId: string, clientSeed: string) {
  const serverSeed = newServerSeed();
  return { userId, serverSeedSealed: box.seal(serverSeed), serverSeedHash: serverSeedHash(serverSeed), clientSeed };
}

const activeOf = (userId: string) => and(eq(drawSeeds.userId, userId), isNull(drawSeeds.revealedAt));

/** The player's active seed, if they have one (an observer's look creates nothing). */
export async function findActiveSeed(db: Database, userId: string): Promise<DrawSeedRow | undefined> {
  const [row] = await db.select().from(drawSeeds).where(activeOf(userId));
  return row;
}

/** Active seeds for players who have none yet, in one statement (one made meanwhile elsewhere stands). */
export async function startSeeds(db: Database, box: SecretBox, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insert(drawSeeds)
    .values(userIds.map((userId) => seedValues(box, userId, newClientSeed())))
    .onConflictDoNothing();
}

/** The player's active seed as it stands, made on first use (two first uses at once: one makes it, both read it). */
export async function ensureActiveSeed(db: Database, box: SecretBox, userId: string): Promise<DrawSeedRow> {
  const found = await findActiveSeed(db, userId);
  if (found) return found;
  await db
    .insert(drawSeeds)
    .values(seedValues(box, userId, newClientSeed()))
    .onConflictDoNothing();
  const created = await findActiveSeed(db, userId);
  if (!created) throw new Error('the active draw seed vanished while it was being made');
  return created;
}

/** The player's active seed, locked until the transaction ends: two rotations never reveal the same seed. */
async function lockActiveSeed(tx: Database, box: SecretBox, userId: string): Promise<DrawSeedRow> {
  const locked = async () => (await tx.select().from(drawSeeds).where(activeOf(userId)).for('update'))[0];
  const row = (await locked()) ?? (await ensureActiveSeed(tx, box, userId), await locked());
  if (!row) throw new Error('the active draw seed vanished while it was being locked');
  return row;
}

/**
 * Reveals the active seed (its server seed in the clear from now on) and starts a new one at nonce 0.
 * A seed that drew nothing has nothing to reveal: a new client seed is only set on it. Draws take their
 * server seeds from seed chains now (docs/decisions/047), so only cards drawn before have one to reveal.
 */
export async function rotateSeed(tx: Database, box: SecretBox, userId: string, clientSeed: string | undefined): Promise<void> {
  const current = await lockActiveSeed(tx, box, userId);
  if (current.nextNonce === 0) {
    if (clientSeed) await tx.update(drawSeeds).set({ clientSeed }).where(eq(drawSeeds.id, current.id));
    return;
  }
  await tx
    .update(drawSeeds)
    .set({ revealedAt: new Date(), revealedSeed: box.open(current.serverSeedSealed) })
    .where(eq(drawSeeds.id, current.id));
  await tx.insert(drawSeeds).values(seedValues(box, userId, clientSeed ?? current.clientSeed));
}

export function revealedSeeds(db: Database, userId: string): Promise<DrawSeedRow[]> {
  return db
    .select()
    .from(drawSeeds)
    .where(and(eq(drawSeeds.userId, userId), isNotNull(drawSeeds.revealedAt)))
    .orderBy(desc(drawSeeds.revealedAt))
    .limit(REVEALED_SEEDS_LIMIT);
}

export type CardRow = typeof cards.$inferSelect;

/** The draw limit counted with a draw: a rate_limits key's fixed window (config `rateLimits.collect`). */
export interface DrawLimit {
  max: number;
  windowSeconds: number;
}

/**
 * The credits a draw spends (docs/product-rules.md "Draws are earned"): the collection's, after the
 * grants due now (each granted once by its source and event id).
 */
export interface DrawCredits {
  collectionId: string;
  grants: Array<{ source: string; eventId: string; delta: number }>;
}
