import { sql } from 'drizzle-orm';
import { RARITIES, RARITY_SORT_WEIGHT } from '@arcana/shared';
import { check, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, at, createdAt } from '../../db/columns.js';
import { cardDesigns, collections, oddsVersions, projects } from '../projects/schema.js';
import { ownedByUser } from '../users/schema.js';

/**
 * Where a capped design ran out under a version: the collection's draw that took its last card (or,
 * for one already out when the version was published, the draw before its first). Public: the
 * verifier knows from it which designs a draw could land on.
 */
export const exhaustions = pgTable(
  'exhaustions',
  {
    designId: uuid('design_id')
      .notNull()
      .references(() => cardDesigns.id, { onDelete: 'cascade' }),
    oddsVersionId: uuid('odds_version_id')
      .notNull()
      .references(() => oddsVersions.id, { onDelete: 'cascade' }),
    drawIndex: integer('draw_index').notNull(),
    exhaustedAt: at('exhausted_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.designId, t.oddsVersionId] })],
);

/**
 * What collectors may draw, per collection (docs/product-rules.md "Draws are earned"): every grant,
 * naming the event that earned it (its source, and that source's own id for it: each granted once),
 * and every spend, naming the card drawn. Rows are only ever added.
 */
export const drawCredits = pgTable(
  'draw_credits',
  {
    id: id(),
    userId: ownedByUser(),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    /** Draws granted (positive) or one spent (-1). */
    delta: integer('delta').notNull(),
    source: text('source').notNull(),
    /** The grant's event, within its source (a day, a message); none for a spend. */
    eventId: text('event_id'),
    /** The card a spend drew. */
    cardId: uuid('card_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('draw_credits_grant_uq').on(t.userId, t.collectionId, t.source, t.eventId),
    check('draw_credits_delta_not_zero', sql`${t.delta} <> 0`),
  ],
);

/** The sum of each collector's credits in a collection, kept by the statements that add to the ledger. */
export const creditBalances = pgTable(
  'credit_balances',
  {
    userId: ownedByUser(),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.collectionId] }), check('credit_balances_never_negative', sql`${t.balance} >= 0`)],
);

export const cards = pgTable(
  'cards',
  {
    id: id(),
    userId: ownedByUser(),
    // The wallet the card was drawn to on the landing's collect, or named in a claim; null when drawn by the account alone (docs/product-rules.md "Draws are earned").
    publicKey: text('public_key'),
    name: text('name').notNull(),
    description: text('description').notNull(),
    image: text('image').notNull(),
    rarity: text('rarity').notNull(),
    type: text('type').notNull(),
    power: integer('power').notNull(),
    defense: integer('defense').notNull(),
    mintDate: at('mint_date').notNull().defaultNow(),
    collectedAt: at('collected_at').notNull().defaultNow(),
    /** When its owner first saw it (its reveal, or on screen in the inventory); null while it is 'NEW!'. */
    seenAt: at('seen_at'),
    /** The client's id for one collect attempt: retries of it find this row instead of drawing again. */
    requestId: uuid('request_id').notNull().unique(),
    /** What the draw came from (draw_seeds): the committed hash, the client seed and the draw's number. Cards drawn before provable fairness have none. */
    serverSeedHash: text('server_seed_hash'),
    clientSeed: text('client_seed'),
    nonce: integer('nonce'),
    /** The odds version it was drawn under (its hash) and the design it is; the draw's number in a capped collection. */
    oddsVersionHash: text('odds_version_hash').references(() => oddsVersions.hash),
    designId: uuid('design_id').references(() => cardDesigns.id),
    drawIndex: integer('draw_index'),
    /**
     * Its link of its collector's seed chain in the project, and that link's server seed, public from
     * the draw on (docs/decisions/047): `nonce` is the link's number. Cards of the earlier scheme have none.
     */
    seedChainId: uuid('seed_chain_id').references(() => seedChains.id),
    serverSeed: text('server_seed'),
    /** The code anyone verifies its draw by (/fairness?code=…); cards drawn before every card had one have none. */
    proofCode: text('proof_code').unique('cards_proof_code_unique'),
    /** How it came to be: drawn, or made at the Forge by a fuse or a craft (CARD_ORIGINS): what its proof draws within. */
    origin: text('origin').notNull().default('draw'),
    /**
     * When a craft spent it (docs/product-rules.md "Crafting"), and which (crafts.id): it is no longer
     * its owner's to show or use, but stays for its proof and the craft's. Every inventory index holds
     * unspent cards only.
     */
    spentAt: at('spent_at'),
    spentIn: uuid('spent_in'),
    /** The rarity's sort weight (legendary 5 down to common 1, RARITY_SORT_WEIGHT): what the rarity sort's index orders by. */
    rarityWeight: smallint('rarity_weight')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(`case rarity ${RARITIES.map((rarity) => `when '${rarity}' then ${RARITY_SORT_WEIGHT[rarity]}`).join(' ')} else 0 end`),
      ),
  },
  // One index per inventory sort, and one for a wallet's cards, of unspent cards only, each in its list's own order
  // (card-page.repo): a page of a large collection is read from the index, never sorted whole. Names
  // compare byte by byte (collate "C").
  (t) => {
    const unspent = sql`${t.spentAt} is null`;
    return [
      index('cards_user_newest_idx').on(t.userId, t.collectedAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(unspent),
      index('cards_user_name_idx')
        .on(t.userId, sql`${t.name} collate "C"`, t.collectedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(unspent),
      index('cards_user_rarity_idx')
        .on(
          t.userId,
          t.rarityWeight.desc().nullsFirst(),
          sql`${t.name} collate "C"`,
          t.collectedAt.desc().nullsFirst(),
          t.id.desc().nullsFirst(),
        )
        .where(unspent),
      index('cards_public_key_newest_idx').on(t.publicKey, t.collectedAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(unspent),
      // A collection's collectors, for its creator's figures: its designs' cards, by owner.
      index('cards_design_user_idx').on(t.designId, t.userId).where(unspent),
      // What a craft spent, for its proof.
      index('cards_spent_in_idx')
        .on(t.spentIn)
        .where(sql`${t.spentIn} is not null`),
    ];
  },
);

/**
 * How many cards of each (rarity, type, name, description) a player holds: the inventory's summary
 * without counting a large collection, and the texts a search can match. Written only by the cards
 * table's triggers (migrations 0014, 0015, 0016), in the statement that stores or deletes the cards, so it
 * never disagrees with them.
 */
export const collectionTallies = pgTable(
  'collection_tallies',
  {
    userId: ownedByUser(),
    rarity: text('rarity').notNull(),
    type: text('type').notNull(),
    /** The cards' own text, as a search reads it: which texts a collection holds, without reading the collection. */
    name: text('name').notNull(),
    description: text('description').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.rarity, t.type, t.name, t.description] })],
);

/**
 * Each collector's seed chains, one in force per project (docs/decisions/047): seeds made backwards
 * from a secret last one (sealed), each the hash of the next; the head commits to all of them. Draw n
 * of a chain takes link n; the next chain is published before this one runs out.
 */
export const seedChains = pgTable(
  'seed_chains',
  {
    id: id(),
    userId: ownedByUser(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** 1 for a collector's first chain in the project, then one more for each. */
    number: integer('number').notNull(),
    length: integer('length').notNull(),
    /** The chain's last seed, sealed with ENCRYPTION_KEY (lib/secret-box.ts): every other seed hashes down from it. */
    lastSeedSealed: text('last_seed_sealed').notNull(),
    head: text('head').notNull(),
    /** The link the next draw takes: from 1, past `length` once the chain is spent. */
    nextLink: integer('next_link').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('seed_chains_number_uq').on(t.userId, t.projectId, t.number),
    check('seed_chains_link_in_range', sql`${t.nextLink} between 1 and ${t.length} + 1`),
  ],
);

/**
 * Each player's draw seeds (commit–reveal, docs/decisions/019): the active one's server seed stays
 * sealed and only its hash is shown; rotating reveals it (revealed_seed) and starts a new one. Draws
 * now take their server seeds from seed chains (docs/decisions/047): the active seed holds the
 * collector's client seed, and its server seed only for the cards it drew before.
 */
export const drawSeeds = pgTable(
  'draw_seeds',
  {
    id: id(),
    userId: ownedByUser(),
    /** The server seed, sealed with ENCRYPTION_KEY (lib/secret-box.ts). */
    serverSeedSealed: text('server_seed_sealed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce of the next card: grows by one in the transaction that stores each card. */
    nextNonce: integer('next_nonce').notNull().default(0),
    createdAt: createdAt(),
    revealedAt: at('revealed_at'),
    revealedSeed: text('revealed_seed'),
  },
  (t) => [
    uniqueIndex('draw_seeds_active_idx')
      .on(t.userId)
      .where(sql`${t.revealedAt} is null`),
    index('draw_seeds_user_idx').on(t.userId, t.createdAt),
    // A card's revealed seed by its hash, whoever holds the card now (a shared page's).
    index('draw_seeds_hash_idx').on(t.serverSeedHash),
  ],
);
