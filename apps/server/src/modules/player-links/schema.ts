import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, at, createdAt } from '../../db/columns.js';
import { projects } from '../projects/schema.js';
import { ownedByUser } from '../users/schema.js';

/** A code a game's server asked for, for its player to enter on Arcana (the device-grant pattern). */
export const playerLinkCodes = pgTable(
  'player_link_codes',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    playerId: text('player_id').notNull(),
    /** live | test: the mode of the key that asked, and of the link it makes. */
    mode: text('mode').notNull().default('live'),
    /** SHA-256 of the code: a short secret, kept like the others. */
    codeHash: text('code_hash').notNull().unique(),
    /** The code sealed with ENCRYPTION_KEY, only to answer the game's repeat for the same player with it. */
    codeSealed: text('code_sealed'),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    index('player_link_codes_expires_idx').on(t.expiresAt),
    // One unspent code per player and mode: a repeat answers it (docs/product-rules.md "Game servers and keys").
    uniqueIndex('player_link_codes_open_uq')
      .on(t.projectId, t.mode, t.playerId)
      .where(sql`${t.usedAt} is null`),
  ],
);

/** A game's player (its own id for them) linked to an Arcana account, in one project. */
export const playerLinks = pgTable(
  'player_links',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    playerId: text('player_id').notNull(),
    /** live | test: a test link serves only the project's test keys, a live one only its live keys. */
    mode: text('mode').notNull().default('live'),
    userId: ownedByUser(),
    linkedAt: at('linked_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('player_links_player_uq').on(t.projectId, t.mode, t.playerId), index('player_links_user_idx').on(t.userId)],
);
