import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Exhaustion, OddsDesign } from '@arcana/shared/draw';
import { CREDIT_SOURCES } from '@arcana/shared';
import { cardDesigns, cards, collections, creditBalances, drawCredits, exhaustions, seedChains } from '../../db/schema.js';
import type { Database } from '../../db/client.js';
import type { CardRow, DrawCredits, DrawLimit, DrawSeedRow } from './draw-seeds.repo.js';
import type { SeedChainRow } from './seed-chains.repo.js';
import { lockWindows, setWindowHits } from '../../platform/rate-limit/index.js';

/** Who draws in a batch: the collector and their attempt. */
export interface Drawer {
  userId: string;
  requestId: string;
}

/** A drawer's count in the draw limit's window, as the lock found it (a window past its end starts again at 0). */
export interface LimitCount {
  hits: number;
  /** Seconds until the window ends. */
  retryAfterSeconds: number;
}

/** A batch's drawers as the database has them, under lock: what their draws are drawn from. */
export interface LockedDraws {
  /** The collection's project: where the drawers' seed chains are. */
  projectId: string;
  /** The drawers' active seeds (their client seeds), by user; a collector drawing for the first time has none yet. */
  seeds: Map<string, Pick<DrawSeedRow, 'id' | 'clientSeed'>>;
  /** The drawers' seed chains in force in the project, by user, in the order they are drawn from. */
  chains: Map<string, LockedChain[]>;
  /** The collection's draws so far when it has supply caps; null without. */
  draws: number | null;
  /** Cards drawn of each capped design. */
  drawnOf: Map<string, number>;
  /** The drawers' balances in the collection, by user, where they have one (its row locked). */
  balances: Map<string, number>;
  /** The grants due now that a drawer has had already, as `grantKey` names them. */
  granted: Set<string>;
  /** Request ids that already belong to a card, in small letters (as the database writes a UUID). */
  taken: Set<string>;
  /** Each drawer's count in the draw limit, by user (its row locked). */
  limits: Map<string, LimitCount>;
}

/** A seed chain as a batch draws from it. */
export type LockedChain = Pick<SeedChainRow, 'id' | 'number' | 'length' | 'lastSeedSealed' | 'head' | 'nextLink' | 'createdAt'>;

/** A grant of a collector's, named by who has it and the event that made it. */
export const grantKey = (userId: string, grant: { source: string; eventId: string }) => `${userId} ${grant.source} ${grant.eventId}`;

/** The rate_limits key of a collector's draws (config `rateLimits.collect`). */
export const drawLimitKey = (userId: string) => `collect:${userId}`;

const uuidList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** A JSON column as the driver gives it: parsed by node-postgres, text from PGlite's thread. */
const parsedJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/**
 * Locks the drawers' seeds and seed chains in the collection's project, their balances in the collection, their counts in the draw limit (a window
 * past its end starts again here) and, for a collection with supply caps, the collection (its draws are
 * then numbered by one transaction at a time) and its capped designs, in one statement; and reads which
 * of the grants due now the drawers have had, and which request ids are taken. A statement's snapshot
 * predates the locks it waits for, but a row it locks is read as the last commit left it: the counts
 * and balances include the draws that held them before. The two other reads come from the snapshot:
 * what they miss (another instance's draw in between) the unique keys still refuse.
 */
export async function lockForDraws(
  tx: Database,
  batch: { collectionId: string; capped: OddsDesign[]; drawers: Drawer[]; due: DrawCredits['grants']; limit: DrawLimit['windowSeconds'] },
): Promise<LockedDraws> {
  const { collectionId, capped, drawers, due } = batch;
  const users = [...new Set(drawers.map((d) => d.userId))].sort();
  const userIds = uuidList(users);
  // No capped design: the list is one that matches nothing (an empty `in ()` is not SQL).
  const cappedIds = capped.length > 0 ? uuidList(capped.map((d) => d.id)) : sql`null`;
  const dueGrants =
    due.length === 0
      ? sql`false`
      : sql`(source, event_id) in (${sql.join(
          due.map((grant) => sql`(${grant.source}::text, ${grant.eventId}::text)`),
          sql`, `,
        )})`;
  const { rows } = (await tx.execute(sql`
    with seeds as (
      select id, user_id, client_seed from draw_seeds
      where user_id in (${userIds}) and revealed_at is null
      order by id
      for update
    ), project as (
      select project_id from collections where id = ${collectionId}::uuid
    ), chains as (
      select id, user_id, number, length, last_seed_sealed, head, next_link, created_at from seed_chains
      where project_id = (select project_id from project) and user_id in (${userIds}) and next_link <= length
      order by id
      for update
    ), locked as (
      select draws from collections where id = ${collectionId} and ${capped.length > 0} for update
    ), counts as (
      select id, drawn_count from card_designs where id in (${cappedIds}) order by id for update
    ), balances as (
      select user_id, balance from credit_balances
      where collection_id = ${collectionId}::uuid and user_id in (${userIds}) order by user_id for update
    ), limits as (${lockWindows(users.map(drawLimitKey), batch.limit)})
    select (select coalesce(json_agg(seeds), '[]') from seeds) as seeds,
      (select project_id from project) as project_id,
      (select coalesce(json_agg(chains order by number), '[]') from chains) as chains,
      (select draws from locked) as draws,
      (select coalesce(json_object_agg(id, drawn_count), '{}') from counts) as counts,
      (select coalesce(json_object_agg(user_id, balance), '{}') from balances) as balances,
      (select coalesce(json_agg(limits), '[]') from limits) as limits,
      (select coalesce(json_agg(json_build_array(user_id, source, event_id)), '[]') from draw_credits
        where collection_id = ${collectionId}::uuid and user_id in (${userIds}) and ${dueGrants}) as granted,
      (select coalesce(json_agg(request_id), '[]') from cards where request_id in (${uuidList(drawers.map((d) => d.requestId))})) as taken
  `)) as unknown as { rows: Array<Record<string, unknown>> };
  const row = rows[0]!;
  const seeds = parsedJson<Array<{ id: string; user_id: string; client_seed: string }>>(row.seeds);
  const chains = new Map<string, LockedChain[]>();
  for (const chain of parsedJson<Array<Record<string, string | number>>>(row.chains)) {
    const userId = String(chain.user_id);
    chains.set(userId, [
      ...(chains.get(userId) ?? []),
      {
        id: String(chain.id),
        number: Number(chain.number),
        length: Number(chain.length),
        lastSeedSealed: String(chain.last_seed_sealed),
        head: String(chain.head),
        nextLink: Number(chain.next_link),
        createdAt: new Date(chain.created_at!),
      },
    ]);
  }
  const counts = parsedJson<Record<string, number>>(row.counts);
  const limits = parsedJson<Array<{ key: string; hits: number; retry_after: number }>>(row.limits);
  return {
    projectId: String(row.project_id),
    seeds: new Map(seeds.map((s) => [s.user_id, { id: s.id, clientSeed: s.client_seed }])),
    chains,
    draws: row.draws === null || row.draws === undefined ? null : Number(row.draws),
    drawnOf: new Map(Object.entries(counts).map(([id, drawn]) => [id, Number(drawn)])),
    balances: new Map(
      Object.entries(parsedJson<Record<string, number>>(row.balances)).map(([userId, balance]) => [userId, Number(balance)]),
    ),
    granted: new Set(
      parsedJson<Array<[string, string, string]>>(row.granted).map(([userId, source, eventId]) => grantKey(userId, { source, eventId })),
    ),
    taken: new Set(parsedJson<string[]>(row.taken)),
    limits: new Map(
      limits.map((limit) => [
        limit.key.slice(drawLimitKey('').length),
        { hits: Number(limit.hits), retryAfterSeconds: Math.max(1, Number(limit.retry_after)) },
      ]),
    ),
  };
}

/** A card a batch stores, with the link of the seed chain it spends (its nonce). */
export type DrawnCard = typeof cards.$inferInsert & { id: string; userId: string; seedChainId: string; nonce: number };

/** What a batch spends besides its cards: grants made, balances changed, limits counted, supply taken. */
export interface BatchSpends {
  collectionId: string;
  versionId: string;
  /** Whether draws here spend credits (the house without a limit on its draws spends none). */
  spendsCredits: boolean;
  /** The grants due now made with this batch. */
  grants: Array<{ userId: string; source: string; eventId: string; delta: number }>;
  /** Each drawer's balance change (grants made less cards drawn), and whether its row was locked (else it is made). */
  balances: Array<{ userId: string; change: number; held: boolean }>;
  /** Each drawer's count in the draw limit, as this batch leaves it. */
  limits: Array<{ userId: string; hits: number }>;
  /** The collection's draw count, when it has supply caps. */
  draws: number | null;
  /** The collectors whose chain in force runs low with this batch: their next chain is published in it. */
  chainsRunningLow: string[];
  exhausted: Exhaustion[];
}

/** A `case` over `column` giving each key its value, for one update of many rows. */
function caseOf(column: unknown, entries: Array<[string, number]>, keyType: 'uuid' | 'text') {
  const whens = entries.map(([key, value]) => sql`when ${key}::${sql.raw(keyType)} then ${value}::integer`);
  return sql`case ${column} ${sql.join(whens, sql` `)} end`;
}

/** +n for each of the keys, by how often each occurs. */
function tally(keys: string[]): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts];
}

/** The ledger's part of a batch (docs/decisions/032): the grants made, one spend per card, each drawer's balance. */
function creditWrites(tx: Database, drawn: DrawnCard[], spent: BatchSpends) {
  const { collectionId } = spent;
  const held = spent.balances.filter((b) => b.held && b.change !== 0);
  const started = spent.balances.filter((b) => !b.held);
  return [
    ...(spent.grants.length === 0
      ? []
      : [
          tx.$with('granted').as(
            tx
              .insert(drawCredits)
              .values(spent.grants.map((g) => ({ ...g, collectionId })))
              .returning({ id: drawCredits.id }),
          ),
        ]),
    tx.$with('spends').as(
      tx
        .insert(drawCredits)
        .values(drawn.map((card) => ({ userId: card.userId, collectionId, delta: -1, source: CREDIT_SOURCES.draw, cardId: card.id })))
        .returning({ id: drawCredits.id }),
    ),
    ...(held.length === 0
      ? []
      : [
          tx.$with('balances_changed').as(
            tx
              .update(creditBalances)
              .set({
                balance: sql`${creditBalances.balance} + ${caseOf(
                  creditBalances.userId,
                  held.map((b) => [b.userId, b.change]),
                  'uuid',
                )}`,
              })
              .where(
                and(
                  eq(creditBalances.collectionId, collectionId),
                  inArray(
                    creditBalances.userId,
                    held.map((b) => b.userId),
                  ),
                ),
              )
              .returning({ id: creditBalances.userId }),
          ),
        ]),
    // No row when the balances were locked: one made since (a grant elsewhere) takes the change instead.
    ...(started.length === 0
      ? []
      : [
          tx.$with('balances_started').as(
            tx
              .insert(creditBalances)
              .values(started.map((b) => ({ userId: b.userId, collectionId, balance: b.change })))
              .onConflictDoUpdate({
                target: [creditBalances.userId, creditBalances.collectionId],
                set: { balance: sql`${creditBalances.balance} + excluded.balance` },
              })
              .returning({ id: creditBalances.userId }),
          ),
        ]),
  ];
}

/**
 * Stores what a batch counted in the draw limit (refused attempts too), then its cards and what they
 * spend in one statement: the cards, their credits, each seed chain's links, the designs' counts, and for a
 * capped collection its draw count and where designs ran out.
 */
export async function storeDraws(tx: Database, drawn: DrawnCard[], spent: BatchSpends): Promise<CardRow[]> {
  await countDraws(tx, spent.limits);
  if (drawn.length === 0) return [];
  const stored = tx.$with('stored').as(tx.insert(cards).values(drawn).returning());
  const designs = tally(drawn.flatMap((card) => (card.designId ? [card.designId] : [])));
  const links = tally(drawn.map((card) => card.seedChainId));
  const writes = [
    ...(spent.spendsCredits ? creditWrites(tx, drawn, spent) : []),
    tx.$with('links').as(
      tx
        .update(seedChains)
        .set({ nextLink: sql`${seedChains.nextLink} + ${caseOf(seedChains.id, links, 'uuid')}` })
        .where(
          inArray(
            seedChains.id,
            links.map(([id]) => id),
          ),
        )
        .returning({ id: seedChains.id }),
    ),
    ...(designs.length === 0
      ? []
      : [
          tx.$with('designs').as(
            tx
              .update(cardDesigns)
              .set({ drawnCount: sql`${cardDesigns.drawnCount} + ${caseOf(cardDesigns.id, designs, 'uuid')}` })
              .where(
                inArray(
                  cardDesigns.id,
                  designs.map(([id]) => id),
                ),
              )
              .returning({ id: cardDesigns.id }),
          ),
        ]),
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

/** The drawers' counts in the draw limit, as the batch leaves them (their windows locked by `lockForDraws`). */
const countDraws = (tx: Database, limits: BatchSpends['limits']) =>
  setWindowHits(
    tx,
    limits.map((l) => ({ key: drawLimitKey(l.userId), hits: l.hits })),
  );
