import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
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

/** A card a draw stores: everything but what the seed and the database fill in. */
export type DrawnCardValues = Omit<
  typeof cards.$inferInsert,
  'id' | 'mintDate' | 'collectedAt' | 'nonce' | 'serverSeedHash' | 'clientSeed' | 'rarityWeight'
>;
export type CardRow = typeof cards.$inferSelect;

/**
 * Stores cards drawn with `seed` at its next nonces (the first card at nextNonce, the next one after)
 * and spends those nonces, in one statement (one transaction): the cards are written only if the seed
 * is still active at that nonce, and the nonces move only if the cards are written; a request id
 * already taken fails the whole statement. Undefined when the seed moved on (another draw elsewhere,
 * a rotation) since it was read.
 */
export async function insertCardsSpendingNonces(db: Database, seed: DrawSeedRow, drawn: DrawnCardValues[]): Promise<CardRow[] | undefined> {
  const rowsOf = drawn.map(
    (card, i) => sql`(${card.userId}::uuid, ${card.publicKey}::text, ${card.requestId}::uuid, ${card.name}::text, ${card.description}::text,
      ${card.image}::text, ${card.rarity}::text, ${card.type}::text, ${card.power}::integer, ${card.defense}::integer, ${seed.nextNonce + i}::integer)`,
  );
  const { rows } = (await db.execute(sql`
    with spent as (
      update draw_seeds set next_nonce = next_nonce + ${drawn.length}::integer
      where id = ${seed.id} and next_nonce = ${seed.nextNonce}::integer and revealed_at is null
      returning id
    )
    insert into cards (user_id, public_key, request_id, name, description, image, rarity, type, power, defense, nonce, server_seed_hash, client_seed)
    select drawn.*, ${seed.serverSeedHash}::text, ${seed.clientSeed}::text
    from (values ${sql.join(rowsOf, sql`, `)}) as drawn (user_id, public_key, request_id, name, description, image, rarity, type, power, defense, nonce), spent
    returning id, nonce, mint_date, collected_at, rarity_weight
  `)) as unknown as {
    rows: Array<{
      id: string;
      nonce: number | string;
      mint_date: Date | string;
      collected_at: Date | string;
      rarity_weight: number | string;
    }>;
  };
  if (rows.length === 0) return undefined;
  return drawn.map((card, i) => {
    // By nonce: unique in the batch, and a number either driver answers alike (a request id may come back in another case).
    const row = rows.find((r) => Number(r.nonce) === seed.nextNonce + i)!;
    return {
      ...card,
      id: row.id,
      mintDate: new Date(row.mint_date),
      collectedAt: new Date(row.collected_at),
      rarityWeight: Number(row.rarity_weight),
      serverSeedHash: seed.serverSeedHash,
      clientSeed: seed.clientSeed,
      nonce: seed.nextNonce + i,
    };
  });
}
