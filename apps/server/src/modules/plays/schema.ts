import { sql } from 'drizzle-orm';
import type { TCardAction } from '@arcana/shared/schemas';
import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, at, createdAt } from '../../db/columns.js';
import { cards } from '../draws/schema.js';
import { collections, projects } from '../projects/schema.js';
import { ownedByUser, users } from '../users/schema.js';

/**
 * How a project's queue of plays takes them (docs/product-rules.md "Playing cards"): made the first
 * time its streamer changes it; a project without one takes every play, and each waits for its streamer.
 */
export const playQueues = pgTable('play_queues', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  paused: boolean('paused').notNull().default(false),
  /** Plays of this rarity and rarer go on stream without waiting; null: every play waits. */
  autoApproveFrom: text('auto_approve_from'),
  blockedWords: text('blocked_words')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /**
   * The OBS dock's secret address (docs/product-rules.md "Playing cards"), made the first time its
   * streamer asks: looked up by its SHA-256; the sealed copy is only to show it to them again.
   */
  dockTokenHash: text('dock_token_hash').unique(),
  dockTokenSealed: text('dock_token_sealed'),
  dockTokenCreatedAt: at('dock_token_created_at'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * A card played (docs/product-rules.md "Playing cards"): its action as the terms in force gave it,
 * the player's message, and where it stands. A refused play gives back what it took: it no longer
 * counts for the card's spending or the player's cooldown.
 */
export const cardPlays = pgTable(
  'card_plays',
  {
    id: id(),
    userId: ownedByUser(),
    /** The player's id for one attempt: its retries find this row. */
    requestId: uuid('request_id').notNull(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    rarity: text('rarity').notNull(),
    action: jsonb('action').$type<TCardAction>().notNull(),
    /** The action is spent by this play (not reusable): the card plays once, unless refused. */
    spends: boolean('spends').notNull(),
    message: text('message').notNull().default(''),
    /** waiting | on_stream | done | refused (PLAY_STATES) */
    state: text('state').notNull().default('waiting'),
    reason: text('reason'),
    autoApproved: boolean('auto_approved').notNull().default(false),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    decidedAt: at('decided_at'),
    /** When it ended: performed (or marked done), or refused. */
    doneAt: at('done_at'),
  },
  (t) => [
    uniqueIndex('card_plays_request_uq').on(t.userId, t.requestId),
    // A card is in one play at a time, and a spent card is played once: two devices at once, one play.
    uniqueIndex('card_plays_in_play_uq')
      .on(t.cardId)
      .where(sql`${t.state} in ('waiting', 'on_stream')`),
    uniqueIndex('card_plays_spent_uq')
      .on(t.cardId)
      .where(sql`${t.spends} and ${t.state} <> 'refused'`),
    // The streamer's queue, oldest first; its history, newest first; a player's cooldown.
    index('card_plays_queue_idx').on(t.projectId, t.state, t.createdAt),
    index('card_plays_history_idx')
      .on(t.projectId, t.doneAt.desc(), t.id.desc())
      .where(sql`${t.state} in ('done', 'refused')`),
    index('card_plays_cooldown_idx').on(t.userId, t.collectionId, t.rarity, t.createdAt.desc()),
    index('card_plays_card_idx').on(t.cardId, t.createdAt.desc()),
  ],
);
