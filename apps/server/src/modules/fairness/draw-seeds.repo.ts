import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { REVEALED_SEEDS_LIMIT } from '@arcana/shared';
import { serverSeedHash } from '@arcana/shared/draw';
import { drawSeeds } from '../../db/schema.js';
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

/**
 * The player's active seed, made on first use, and locked until the transaction ends: a card's nonce
 * is read and advanced under this lock, so two draws never share one. Two first uses at once both
 * insert; the unique index on the active seed lets one through and the other finds it.
 */
export async function lockActiveSeed(tx: Database, box: SecretBox, userId: string): Promise<DrawSeedRow> {
  const locked = () => tx.select().from(drawSeeds).where(activeOf(userId)).for('update');
  const [row] = await locked();
  if (row) return row;
  await tx
    .insert(drawSeeds)
    .values(seedValues(box, userId, newClientSeed()))
    .onConflictDoNothing();
  const [created] = await locked();
  if (!created) throw new Error('the active draw seed vanished while it was being made');
  return created;
}

export async function advanceNonce(tx: Database, seed: DrawSeedRow): Promise<void> {
  await tx
    .update(drawSeeds)
    .set({ nextNonce: seed.nextNonce + 1 })
    .where(eq(drawSeeds.id, seed.id));
}

/** Reveals the active seed (its server seed in the clear from now on) and starts a new one at nonce 0. */
export async function rotateSeed(tx: Database, box: SecretBox, userId: string, clientSeed: string | undefined): Promise<void> {
  const current = await lockActiveSeed(tx, box, userId);
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
