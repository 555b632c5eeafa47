import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { REVEALED_SEEDS_LIMIT } from '@arcana/shared';
import { serverSeedHash } from '@arcana/shared/draw';
import { cards, drawSeeds } from '../../db/schema.js';
import type { Database } from '../../db/client.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { cardDrawnEventsFrom } from '../../outbox/domain-events.repo.js';

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

/**
 * A card a draw stores: everything but what the seed and the database fill in. `seenOnArrival`: its
 * owner sees it as the answer arrives (the collect's reveal), so it is stored seen, at its collect's
 * moment (docs/product-rules.md "Cards and collecting").
 */
export type DrawnCardValues = Omit<
  typeof cards.$inferInsert,
  'id' | 'mintDate' | 'collectedAt' | 'seenAt' | 'nonce' | 'serverSeedHash' | 'clientSeed' | 'rarityWeight' | 'drawIndex'
> & { seenOnArrival?: boolean };
export type CardRow = typeof cards.$inferSelect;

/** The draw limit a statement counts: a rate_limits key and its fixed window (config `rateLimits.collect`). */
export interface DrawLimit {
  key: string;
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

/**
 * What one statement stored: the cards that fit the limit and the credits, in order, and when the
 * window opens again; the credits there were before it, when it spent them.
 */
export interface StoredDraws {
  cards: CardRow[];
  retryAfterSeconds: number;
  creditsBefore: number | null;
}

/**
 * The ledger's part of a draw's statement (after `current_seed`, `counted`; `fits` and `stored` use
 * it): the grants due now (a grant already made adds nothing), the balance locked and what it comes
 * to; then, once the cards are stored, one spend per card and the balance kept (changed where its row
 * was locked, else made: a proposed row below zero would fail its check before any conflict is
 * looked at). Nothing is written when the seed moved on.
 */
function creditLedger(userId: string, { collectionId, grants }: DrawCredits) {
  const owner = sql`${userId}::uuid, ${collectionId}::uuid`;
  const due = grants.filter((grant) => grant.delta > 0);
  const granted =
    due.length === 0
      ? sql`select 0 as delta where false`
      : sql`insert into draw_credits (user_id, collection_id, source, event_id, delta)
          select ${owner}, grant_due.source, grant_due.event_id, grant_due.delta
          from (values ${sql.join(
            due.map((g) => sql`(${g.source}::text, ${g.eventId}::text, ${g.delta}::integer)`),
            sql`, `,
          )}) as grant_due (source, event_id, delta), current_seed
          on conflict (user_id, collection_id, source, event_id) do nothing
          returning delta`;
  return {
    available: sql`, granted as (${granted}), held as (
      select balance from credit_balances where user_id = ${userId}::uuid and collection_id = ${collectionId}::uuid for update
    ), available as (
      select (coalesce((select balance from held), 0) + coalesce((select sum(delta) from granted), 0))::integer as credits
    )`,
    // The change is never below zero where a row is made: no row means the grants here are all there was.
    spent: sql`, credit_change as (
      select coalesce((select sum(delta) from granted), 0)::integer - (select k from fits) as change
    ), spends as (
      insert into draw_credits (user_id, collection_id, source, delta, card_id)
      select ${owner}, 'draw', -1, stored.id from stored
    ), balance_changed as (
      update credit_balances set balance = balance + (select change from credit_change)
      where user_id = ${userId}::uuid and collection_id = ${collectionId}::uuid and exists (select 1 from held)
    ), balance_started as (
      -- No row when the balance was locked: one made since (a grant elsewhere) takes the change instead.
      insert into credit_balances (user_id, collection_id, balance)
      select ${owner}, (select change from credit_change) from current_seed where not exists (select 1 from held)
      on conflict (user_id, collection_id) do update set balance = credit_balances.balance + excluded.balance
    )`,
  };
}

/**
 * Stores cards drawn with `seed` at its next nonces (the first card at nextNonce, the next one after)
 * and spends those nonces, in one statement (one transaction) that also records each card's draw event
 * for the outbox (docs/decisions/043): the cards are written only if the seed
 * is still active at that nonce, and the nonces move only if the cards are written (with their designs'
 * drawn counts); a request id
 * already taken fails the whole statement. The same statement counts the draws in the player's limit
 * window (rate_limits, as every limit is counted): only the first ones that fit are stored, and nothing
 * is counted when nothing could be drawn (the seed moved on, a request id taken), so a retry costs
 * nothing. Undefined when the seed moved on (another draw elsewhere, a rotation) since it was read.
 * With `credits`, it also grants what is due, stores no more cards than the player then has credits
 * for, and spends one per card, all in the ledger (its balance row locked, so a grant made elsewhere
 * meanwhile is counted).
 */
export async function insertCardsSpendingNonces(
  db: Database,
  seed: DrawSeedRow,
  drawn: DrawnCardValues[],
  limit: DrawLimit,
  credits: DrawCredits | null = null,
): Promise<StoredDraws | undefined> {
  const rowsOf = drawn.map(
    (card, i) => sql`(${i}::integer, ${card.userId}::uuid, ${card.publicKey}::text, ${card.requestId}::uuid, ${card.name}::text,
      ${card.description}::text, ${card.image}::text, ${card.rarity}::text, ${card.type}::text, ${card.power}::integer,
      ${card.defense}::integer, ${seed.nextNonce + i}::integer, ${card.seenOnArrival === true}::boolean,
      ${card.designId ?? null}::uuid, ${card.oddsVersionHash ?? null}::text)`,
  );
  const n = sql`${drawn.length}::integer`;
  const expired = sql`rate_limits.window_started_at < now() - make_interval(secs => ${limit.windowSeconds})`;
  const ledger = credits ? creditLedger(seed.userId, credits) : null;
  const { rows } = (await db.execute(sql`
    with current_seed as (
      select id from draw_seeds
      where id = ${seed.id} and next_nonce = ${seed.nextNonce}::integer and revealed_at is null
      for update
    ), counted as (
      insert into rate_limits (key, window_started_at, hits)
      select ${limit.key}, now(), ${n} from current_seed
      on conflict (key) do update set
        hits = case when ${expired} then ${n} else rate_limits.hits + ${n} end,
        window_started_at = case when ${expired} then now() else rate_limits.window_started_at end
      returning hits, window_started_at
    )${ledger ? ledger.available : sql``}, fits as (
      select least(${n}, greatest(0, ${limit.max}::bigint - (hits - ${n})), ${ledger ? sql`(select credits from available)` : n})::integer as k,
        ceil(extract(epoch from (window_started_at + make_interval(secs => ${limit.windowSeconds}) - now())))::integer as retry_after
      from counted
    ), spent as (
      update draw_seeds set next_nonce = next_nonce + (select k from fits)
      where id in (select id from current_seed) and (select k from fits) > 0
      returning id
    ), stored as (
      insert into cards (user_id, public_key, request_id, name, description, image, rarity, type, power, defense, nonce, server_seed_hash, client_seed, seen_at,
        design_id, odds_version_hash)
      select drawn.user_id, drawn.public_key, drawn.request_id, drawn.name, drawn.description, drawn.image, drawn.rarity, drawn.type,
        drawn.power, drawn.defense, drawn.nonce, ${seed.serverSeedHash}::text, ${seed.clientSeed}::text,
        case when drawn.seen_on_arrival then now() end, drawn.design_id, drawn.odds_version_hash
      from (values ${sql.join(rowsOf, sql`, `)}) as drawn (i, user_id, public_key, request_id, name, description, image, rarity, type, power, defense, nonce,
        seen_on_arrival, design_id, odds_version_hash), spent
      where drawn.i < (select k from fits)
      returning id, nonce, mint_date, collected_at, seen_at, rarity_weight, design_id, user_id, request_id
    ), drawn_events as (${cardDrawnEventsFrom(sql`stored`)}
    ), designs_counted as (
      update card_designs set drawn_count = drawn_count + drawn_here.n
      from (select design_id, count(*)::integer as n from stored where design_id is not null group by design_id) as drawn_here
      where card_designs.id = drawn_here.design_id
    )${ledger ? ledger.spent : sql``}
    select fits.retry_after, ${ledger ? sql`(select credits from available)` : sql`null::integer`} as credits_before, stored.id, stored.nonce, stored.mint_date, stored.collected_at, stored.seen_at, stored.rarity_weight
    from fits left join stored on true
  `)) as unknown as {
    rows: Array<{
      retry_after: number | string;
      credits_before: number | string | null;
      id: string | null;
      nonce: number | string | null;
      mint_date: Date | string | null;
      collected_at: Date | string | null;
      seen_at: Date | string | null;
      rarity_weight: number | string | null;
    }>;
  };
  if (rows.length === 0) return undefined;
  const stored = rows.filter((row) => row.id !== null);
  const creditsBefore = rows[0]!.credits_before;
  return {
    retryAfterSeconds: Math.max(1, Number(rows[0]!.retry_after)),
    creditsBefore: creditsBefore === null ? null : Number(creditsBefore),
    cards: stored
      .map((row) => {
        const i = Number(row.nonce) - seed.nextNonce;
        const { seenOnArrival: _stored, ...values } = drawn[i]!;
        return {
          ...values,
          designId: values.designId ?? null,
          oddsVersionHash: values.oddsVersionHash ?? null,
          drawIndex: null,
          id: row.id!,
          mintDate: new Date(row.mint_date!),
          collectedAt: new Date(row.collected_at!),
          seenAt: row.seen_at === null ? null : new Date(row.seen_at),
          rarityWeight: Number(row.rarity_weight),
          serverSeedHash: seed.serverSeedHash,
          clientSeed: seed.clientSeed,
          nonce: seed.nextNonce + i,
        };
      })
      .sort((a, b) => a.nonce - b.nonce),
  };
}
