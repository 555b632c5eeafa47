import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, at, createdAt } from '../../db/columns.js';
import { cards } from '../draws/schema.js';
import { collections, projects } from '../projects/schema.js';
import { ownedByUser } from '../users/schema.js';

/**
 * What a collector did at the Forge (docs/product-rules.md "Crafting"), once per request id: a
 * dismantle, a crafted design, a fuse or a badge. The cards it spent name it (cards.spent_in); what
 * it made is beside it; its essence is in the ledger below. Rows are only ever added.
 */
export const crafts = pgTable(
  'crafts',
  {
    id: id(),
    userId: ownedByUser(),
    requestId: uuid('request_id').notNull(),
    /** dismantle | craft | fuse | badge (CRAFT_KINDS) */
    kind: text('kind').notNull(),
    /**
     * The collection whose terms it was made under, and their version's hash; none for a dismantle,
     * which may span collections.
     */
    collectionId: uuid('collection_id').references(() => collections.id, { onDelete: 'cascade' }),
    oddsVersionHash: text('odds_version_hash'),
    /** The card it made: a fuse's draw, a crafted design. */
    madeCardId: uuid('made_card_id').references(() => cards.id, { onDelete: 'cascade' }),
    /** The badge's set, and the level it reached. */
    setId: uuid('set_id'),
    level: integer('level'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('crafts_request_uq').on(t.userId, t.requestId), index('crafts_user_idx').on(t.userId, t.createdAt.desc())],
);

/** Essence gained (dismantling) or spent (crafting) by a craft, per project. */
export const essenceEntries = pgTable(
  'essence_entries',
  {
    craftId: uuid('craft_id')
      .notNull()
      .references(() => crafts.id, { onDelete: 'cascade' }),
    userId: ownedByUser(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
  },
  (t) => [primaryKey({ columns: [t.craftId, t.projectId] }), check('essence_entries_delta_not_zero', sql`${t.delta} <> 0`)],
);

/**
 * The sum of each collector's essence in a project, kept by the statements that add to the ledger.
 */
export const essenceBalances = pgTable(
  'essence_balances',
  {
    userId: ownedByUser(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.projectId] }), check('essence_balances_never_negative', sql`${t.balance} >= 0`)],
);

/**
 * A collector's badge of a set (docs/product-rules.md "Crafting"): the whole collection (the set's
 * id is the collection's) or one of its named sets. Its level rises by one each time the set is
 * spent.
 */
export const badges = pgTable(
  'badges',
  {
    userId: ownedByUser(),
    setId: uuid('set_id').notNull(),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    /** The set's name when it was last crafted: a later version may rename it. */
    name: text('name').notNull(),
    level: integer('level').notNull(),
    craftedAt: at('crafted_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.setId] }), check('badges_level_in_range', sql`${t.level} between 1 and 5`)],
);
