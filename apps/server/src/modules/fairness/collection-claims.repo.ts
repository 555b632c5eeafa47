import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Exhaustion, OddsDesign } from '@arcana/shared/draw';
import { COLLECTION_WELCOME_DRAWS, CREDIT_SOURCES } from '@arcana/shared';
import { cardDesigns, cards, collections, creditBalances, drawCredits, drawSeeds, exhaustions } from '../../db/schema.js';
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
  /** The collectors' balances in the collection, by user, where they have one (its row locked). */
  balances: Map<string, number>;
  /** Collectors who have had the collection's welcome draw. */
  welcomed: Set<string>;
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
 * Locks the claimants' seeds, their balances in the collection and, for a collection with supply caps,
 * the collection (its draws are then numbered by one transaction at a time) and its capped designs, in
 * one statement; and reads which claimants have had its welcome draw and which request ids are taken.
 * A statement's snapshot predates the locks it waits for, but a row it locks is read as the last
 * commit left it: the counts and balances include the claims that held them before. The two other
 * reads come from the snapshot: what they miss (another instance's claim in between) the unique keys
 * still refuse.
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
    ), balances as (
      select user_id, balance from credit_balances
      where collection_id = ${collectionId}::uuid and user_id in (${userIds}) order by user_id for update
    )
    select (select coalesce(json_agg(seeds), '[]') from seeds) as seeds,
      (select draws from locked) as draws,
      (select coalesce(json_object_agg(id, drawn_count), '{}') from counts) as counts,
      (select coalesce(json_object_agg(user_id, balance), '{}') from balances) as balances,
      (select coalesce(json_agg(user_id), '[]') from draw_credits where collection_id = ${collectionId}::uuid and user_id in (${userIds})
        and source = ${CREDIT_SOURCES.welcome} and event_id = ${CREDIT_SOURCES.welcome}) as welcomed,
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
    balances: new Map(
      Object.entries(parsedJson<Record<string, number>>(row.balances)).map(([userId, balance]) => [userId, Number(balance)]),
    ),
    welcomed: new Set(parsedJson<string[]>(row.welcomed)),
    taken: new Set(parsedJson<string[]>(row.taken)),
  };
}

/**
 * A card a claim stores, with the seed whose nonce it spends and the credit: from the welcome draw
 * granted with it, or from the collector's balance (`fromBalance`: its row, locked).
 */
export type ClaimedCard = typeof cards.$inferInsert & {
  id: string;
  userId: string;
  designId: string;
  seedId: string;
  welcome: boolean;
  fromBalance: boolean;
};

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
 * The ledger's part of a batch (docs/decisions/032): the welcome draws granted with it, one spend per
 * card, and each collector's balance, changed where its row was locked, else made (a collector
 * without one draws from the welcome draw granted here).
 */
function creditWrites(tx: Database, drawn: ClaimedCard[], collectionId: string) {
  const welcomes = drawn.filter((card) => card.welcome);
  const changed = drawn.filter((card) => card.fromBalance);
  const change = sql.join(
    changed.map((card) => sql`when ${card.userId}::uuid then ${(card.welcome ? COLLECTION_WELCOME_DRAWS : 0) - 1}::integer`),
    sql` `,
  );
  return [
    ...(welcomes.length === 0
      ? []
      : [
          tx.$with('welcomed').as(
            tx
              .insert(drawCredits)
              .values(
                welcomes.map((card) => ({
                  userId: card.userId,
                  collectionId,
                  delta: COLLECTION_WELCOME_DRAWS,
                  source: CREDIT_SOURCES.welcome,
                  eventId: CREDIT_SOURCES.welcome,
                })),
              )
              .returning({ id: drawCredits.id }),
          ),
        ]),
    tx.$with('spends').as(
      tx
        .insert(drawCredits)
        .values(drawn.map((card) => ({ userId: card.userId, collectionId, delta: -1, source: CREDIT_SOURCES.draw, cardId: card.id })))
        .returning({ id: drawCredits.id }),
    ),
    ...(changed.length === 0
      ? []
      : [
          tx.$with('balances_changed').as(
            tx
              .update(creditBalances)
              .set({ balance: sql`${creditBalances.balance} + case ${creditBalances.userId} ${change} end` })
              .where(
                and(
                  eq(creditBalances.collectionId, collectionId),
                  inArray(
                    creditBalances.userId,
                    changed.map((card) => card.userId),
                  ),
                ),
              )
              .returning({ id: creditBalances.userId }),
          ),
        ]),
    ...(changed.length === drawn.length
      ? []
      : [
          tx.$with('balances_started').as(
            tx
              .insert(creditBalances)
              .values(
                drawn
                  .filter((card) => !card.fromBalance)
                  .map((card) => ({ userId: card.userId, collectionId, balance: COLLECTION_WELCOME_DRAWS - 1 })),
              )
              .onConflictDoNothing()
              .returning({ id: creditBalances.userId }),
          ),
        ]),
  ];
}

/**
 * Stores a batch's cards and what they spend in one statement: the cards, their credits, each seed's
 * nonce (one card per collector), the designs' counts, and for a capped collection its draw count and
 * where designs ran out.
 */
export async function storeClaims(
  tx: Database,
  drawn: ClaimedCard[],
  spent: { collectionId: string; draws: number | null; exhausted: Exhaustion[]; versionId: string },
): Promise<CardRow[]> {
  const stored = tx.$with('stored').as(
    tx
      .insert(cards)
      .values(drawn.map(({ seedId: _spent, welcome: _granted, fromBalance: _from, ...card }) => card))
      .returning(),
  );
  const designs = countedDesigns(drawn);
  const writes = [
    ...creditWrites(tx, drawn, spent.collectionId),
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
