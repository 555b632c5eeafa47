import { type AnyPgColumn, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TCollectionActions, TCraftingTerms, TTradingTerms } from '@arcana/shared/schemas';
import { id, at, createdAt } from '../../db/columns.js';
import { users } from '../users/schema.js';

/**
 * A creator's project (docs/product-rules.md "Projects and odds"): what collectors choose. The house
 * project (slug 'arcana', no owner) holds the built-in catalogue. Suspended by an admin: hidden, and
 * its draws stop.
 */
export const projects = pgTable('projects', {
  id: id(),
  /** Null for the house project, and for one whose creator deleted their account. */
  ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
  /** Its address, /projects/{slug}: lower-case letters, digits and hyphens. */
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  tagline: text('tagline').notNull().default(''),
  description: text('description').notNull().default(''),
  accentColor: text('accent_color').notNull().default('#8b5cf6'),
  /** Twitch channel, Steam app id, Discord invite, website: each present only when given. */
  links: jsonb('links').$type<Record<string, string>>().notNull().default({}),
  suspendedAt: at('suspended_at'),
  suspendedReason: text('suspended_reason'),
  /** Where donations to the project go: a wallet its creator proved theirs by signing; null until then. */
  payoutWallet: text('payout_wallet'),
  payoutWalletSetAt: at('payout_wallet_set_at'),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * A project's collection. Its designs and weights are edited as a draft; publishing freezes them into
 * an odds version, and draws read the active one. `draws` numbers the draws of a collection with a
 * supply cap, so that where a design ran out is a public fact.
 */
export const collections = pgTable(
  'collections',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** draft | in_review | published | rejected */
    status: text('status').notNull().default('draft'),
    /** The draft's rarity weights in basis points (summing to 10,000 once submitted). */
    weights: jsonb('weights').$type<Record<string, number>>().notNull(),
    /** The draft's card actions (docs/product-rules.md "Playing cards"): by rarity and by design. */
    actions: jsonb('actions').$type<TCollectionActions>().notNull().default({ rarities: {}, designs: {} }),
    /** The draft's crafting terms (docs/product-rules.md "Crafting"); null: its cards are not crafted. */
    crafting: jsonb('crafting').$type<TCraftingTerms>(),
    /** The draft's trading terms (docs/product-rules.md "Trading"); null: its cards never change hands. */
    trading: jsonb('trading').$type<TTradingTerms>(),
    rejectionReason: text('rejection_reason'),
    activeVersionId: uuid('active_version_id').references((): AnyPgColumn => oddsVersions.id),
    draws: integer('draws').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('collections_project_idx').on(t.projectId, t.createdAt)],
);

/** One card design of a collection: what its cards are made of. */
export const cardDesigns = pgTable(
  'card_designs',
  {
    id: id(),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: text('type').notNull(),
    rarity: text('rarity').notNull(),
    powerMin: integer('power_min').notNull(),
    powerMax: integer('power_max').notNull(),
    defenseMin: integer('defense_min').notNull(),
    defenseMax: integer('defense_max').notNull(),
    /** One of our artworks' keys, or an uploaded picture's address. */
    image: text('image').notNull(),
    /** How many can ever be drawn; null without a limit. */
    supplyCap: integer('supply_cap'),
    /** Cards drawn of it, counted in the statement that stores each one. */
    drawnCount: integer('drawn_count').notNull().default(0),
    /** Its place in the collection: the order of the designs in an odds version. */
    position: integer('position').notNull(),
    /** Since a version holding it was published: only its supply cap may change from then on. */
    frozenAt: at('frozen_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('card_designs_position_idx').on(t.collectionId, t.position)],
);

/**
 * A published collection's odds, frozen (docs/product-rules.md "Projects and odds"): its canonical
 * JSON (weights, designs, scheme) and that text's SHA-256. Never changed once written, but for its
 * review's outcome.
 */
export const oddsVersions = pgTable(
  'odds_versions',
  {
    id: id(),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    canonical: text('canonical').notNull(),
    hash: text('hash').notNull().unique(),
    /** in_review | published | rejected | superseded */
    status: text('status').notNull(),
    submittedAt: at('submitted_at').notNull().defaultNow(),
    reviewedAt: at('reviewed_at'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    publishedAt: at('published_at'),
    supersededAt: at('superseded_at'),
  },
  (t) => [uniqueIndex('odds_versions_number_idx').on(t.collectionId, t.number)],
);
