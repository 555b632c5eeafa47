import { eq, inArray, sql } from 'drizzle-orm';
import type { Exhaustion, OddsDesign } from '@arcana/shared/draw';
import { cardDesigns, cards, collections, drawSeeds, exhaustions, freeClaims } from '../../db/schema.js';
import type { Database } from '../../db/client.js';
import type { CardRow, DrawSeedRow } from './draw-seeds.repo.js';

/** Who claims in a batch: the collector and their attempt. */
export interface Claimant {
  userId: string;
  requestId: string;
}

/** A batch's claimants as the database has them, under lock: what their draws are drawn from. */
export interface LockedClaims {
  /** The claimants' active seeds, by user; a collector drawing for the first time has none yet. */
  seeds: Map<string, Pick<DrawSeedRow, 'id' | 'serverSeedSealed' | 'serverSeedHash' | 'clientSeed' | 'nextNonce'>>;
  /** The collection's draws so far when it has supply caps; null without. */
  draws: number | null;
  /** Cards drawn of each capped design. */
  drawnOf: Map<string, number>;
  /** Collectors who already spent their free claim of the collection. */
  claimed: Set<string>;
  /** Request ids that already belong to a card, in small letters (as the database writes a UUID). */
  taken: Set<string>;
}

const uuidList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** A JSON column as the driver gives it: parsed by node-postgres, text from PGlite's thread. */
const parsedJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/**
 * Locks the claimants' seeds and, for a collection with supply caps, the collection (its draws are then
 * numbered by one transaction at a time) and its capped designs, in one statement; and reads which
 * claimants already claimed it and which request ids are taken. A statement's snapshot predates the
 * locks it waits for, but a row it locks is read as the last commit left it: the counts include the
 * claims that held the collection before. The two other reads come from the snapshot: what they miss
 * (another instance's claim in between) the unique keys still refuse.
 */
export async function lockForClaims(
  tx: Database,
  collectionId: string,
  capped: OddsDesign[],
  claimants: Claimant[],
): Promise<LockedClaims> {
  const userIds = uuidList(claimants.map((c) => c.userId));
  // No capped design: the list is one that matches nothing (an empty `in ()` is not SQL).
  const cappedIds = capped.length > 0 ? uuidList(capped.map((d) => d.id)) : sql`null`;
  const { rows } = (await tx.execute(sql`
    with seeds as (
      select id, user_id, server_seed_sealed, server_seed_hash, client_seed, next_nonce from draw_seeds
      where user_id in (${userIds}) and revealed_at is null
      order by id
      for update
    ), locked as (
      select draws from collections where id = ${collectionId} and ${capped.length > 0} for update
    ), counts as (
      select id, drawn_count from card_designs where id in (${cappedIds}) order by id for update
    )
    select (select coalesce(json_agg(seeds), '[]') from seeds) as seeds,
      (select draws from locked) as draws,
      (select coalesce(json_object_agg(id, drawn_count), '{}') from counts) as counts,
      (select coalesce(json_agg(user_id), '[]') from free_claims where collection_id = ${collectionId} and user_id in (${userIds})) as claimed,
      (select coalesce(json_agg(request_id), '[]') from cards where request_id in (${uuidList(claimants.map((c) => c.requestId))})) as taken
  `)) as unknown as { rows: Array<Record<string, unknown>> };
  const row = rows[0]!;
  const seeds = parsedJson<
    Array<{ id: string; user_id: string; server_seed_sealed: string; server_seed_hash: string; client_seed: string; next_nonce: number }>
  >(row.seeds);
  const counts = parsedJson<Record<string, number>>(row.counts);
  return {
    seeds: new Map(
      seeds.map((s) => [
        s.user_id,
        {
          id: s.id,
          serverSeedSealed: s.server_seed_sealed,
          serverSeedHash: s.server_seed_hash,
          clientSeed: s.client_seed,
          nextNonce: Number(s.next_nonce),
        },
      ]),
    ),
    draws: row.draws === null || row.draws === undefined ? null : Number(row.draws),
    drawnOf: new Map(Object.entries(counts).map(([id, drawn]) => [id, Number(drawn)])),
    claimed: new Set(parsedJson<string[]>(row.claimed)),
    taken: new Set(parsedJson<string[]>(row.taken)),
  };
}

/** A card a claim stores, with the seed whose nonce it spends. */
export type ClaimedCard = typeof cards.$inferInsert & { id: string; userId: string; designId: string; seedId: string };

/** +n for each design, by id: the cards of it a batch drew. */
function countedDesigns(drawn: ClaimedCard[]) {
  const counts = new Map<string, number>();
  for (const card of drawn) counts.set(card.designId, (counts.get(card.designId) ?? 0) + 1);
  const byDesign = sql.join(
    [...counts].map(([id, n]) => sql`when ${id}::uuid then ${n}::integer`),
    sql` `,
  );
  return { ids: [...counts.keys()], added: sql`case ${cardDesigns.id} ${byDesign} end` };
}

/**
 * Stores a batch's cards and what they spend in one statement: the cards, their free claims, each
 * seed's nonce (one card per collector), the designs' counts, and for a capped collection its draw
 * count and where designs ran out.
 */
export async function storeClaims(
  tx: Database,
  drawn: ClaimedCard[],
  spent: { collectionId: string; draws: number | null; exhausted: Exhaustion[]; versionId: string },
): Promise<CardRow[]> {
  const stored = tx.$with('stored').as(
    tx
      .insert(cards)
      .values(drawn.map(({ seedId: _spent, ...card }) => card))
      .returning(),
  );
  const designs = countedDesigns(drawn);
  const writes = [
    tx.$with('claimed').as(
      tx
        .insert(freeClaims)
        .values(drawn.map((card) => ({ userId: card.userId, collectionId: spent.collectionId, cardId: card.id })))
        .returning({ id: freeClaims.cardId }),
    ),
    tx.$with('seeds').as(
      tx
        .update(drawSeeds)
        .set({ nextNonce: sql`${drawSeeds.nextNonce} + 1` })
        .where(
          inArray(
            drawSeeds.id,
            drawn.map((card) => card.seedId),
          ),
        )
        .returning({ id: drawSeeds.id }),
    ),
    tx.$with('designs').as(
      tx
        .update(cardDesigns)
        .set({ drawnCount: sql`${cardDesigns.drawnCount} + ${designs.added}` })
        .where(inArray(cardDesigns.id, designs.ids))
        .returning({ id: cardDesigns.id }),
    ),
    ...(spent.draws === null
      ? []
      : [
          tx
            .$with('numbered')
            .as(
              tx
                .update(collections)
                .set({ draws: spent.draws })
                .where(eq(collections.id, spent.collectionId))
                .returning({ id: collections.id }),
            ),
        ]),
    ...(spent.exhausted.length === 0
      ? []
      : [
          tx.$with('ran_out').as(
            tx
              .insert(exhaustions)
              .values(spent.exhausted.map((e) => ({ designId: e.designId, oddsVersionId: spent.versionId, drawIndex: e.drawIndex })))
              .onConflictDoNothing()
              .returning({ id: exhaustions.designId }),
          ),
        ]),
  ];
  return tx
    .with(stored, ...writes)
    .select()
    .from(stored);
}
