import { sql } from 'drizzle-orm';
import { OVERLAY_DEFAULT_ANCHOR, OVERLAY_DEFAULTS, OVERLAY_LIMITS } from '@arcana/shared';
import type {
  TOverlayBadge,
  TOverlayCard,
  TOverlayColors,
  TOverlayGrant,
  TOverlayPlay,
  TOverlaySounds,
  TOverlayTemplates,
} from '@arcana/shared/schemas';
import { boolean, index, jsonb, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, at, createdAt } from '../../db/columns.js';
import { cards } from '../draws/schema.js';
import { cardPlays } from '../plays/schema.js';
import { projects } from '../projects/schema.js';

/**
 * A project's stream overlay (docs/product-rules.md "Stream overlay"): one per project. Its token is
 * looked up by hash; the sealed copy is only for showing it to the project's owner again.
 */
export const overlays = pgTable('overlays', {
  id: id(),
  projectId: uuid('project_id')
    .notNull()
    .unique()
    .references(() => projects.id, { onDelete: 'cascade' }),
  /** SHA-256 of the token, hex: a random 32-byte secret needs no slow hash. */
  tokenHash: text('token_hash').notNull().unique(),
  tokenSealed: text('token_sealed').notNull(),
  tokenCreatedAt: at('token_created_at').notNull().defaultNow(),
  /** Null: every draw shows; else this rarity and rarer. */
  minRarity: text('min_rarity'),
  displaySeconds: smallint('display_seconds').notNull(),
  volume: smallint('volume').notNull(),
  expireMinutes: smallint('expire_minutes').notNull(),
  paused: boolean('paused').notNull().default(false),
  /** Where alerts stand (OVERLAY_ANCHORS), their size in percent, and whether a draw's shows its proof's QR code. */
  anchor: text('anchor').notNull().default(OVERLAY_DEFAULT_ANCHOR),
  scalePercent: smallint('scale_percent').notNull().default(OVERLAY_LIMITS.scalePercent.default),
  showQr: boolean('show_qr').notNull().default(true),
  /** The earning rules' sources whose grants are alerts too (ZRuleSource); empty: draws only. */
  grantSources: text('grant_sources')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** How its alerts look and sound (ZOverlayTemplates, ZOverlaySounds, ZOverlayColors). */
  templates: jsonb('templates').$type<TOverlayTemplates>().notNull().default(OVERLAY_DEFAULTS.templates),
  sounds: jsonb('sounds').$type<TOverlaySounds>().notNull().default(OVERLAY_DEFAULTS.sounds),
  colors: jsonb('colors').$type<TOverlayColors>().notNull().default(OVERLAY_DEFAULTS.colors),
  createdAt: createdAt(),
});

/** What an alert shows: who drew which card, who earned draws and why, who played a card, who crafted a badge. */
export type AlertPayload =
  | { collector: string; card: TOverlayCard }
  /** `collectors`: everyone of its burst, the first first (`grant.others` counts the rest). */
  | { collector: string; grant: TOverlayGrant; collectors: string[] }
  | { collector: string; play: TOverlayPlay }
  | { collector: string; badge: TOverlayBadge };

/**
 * The overlay's queue, kept here so that a reloaded page resumes where it was and every instance sees
 * the same one: an alert waits until the page says it is done (or the creator skips or clears it, or
 * it expires unshown).
 */
export const overlayAlerts = pgTable(
  'overlay_alerts',
  {
    id: id(),
    overlayId: uuid('overlay_id')
      .notNull()
      .references(() => overlays.id, { onDelete: 'cascade' }),
    /** draw | test | replay | grant | play | badge */
    kind: text('kind').notNull(),
    /** The card a draw alert shows; a test has none, a replay the card of the alert it repeats. */
    cardId: uuid('card_id').references(() => cards.id, { onDelete: 'cascade' }),
    /** The play a play alert performs: queued once, and never let go unshown (its card was spent for it). */
    playId: uuid('play_id').references(() => cardPlays.id, { onDelete: 'cascade' }),
    /** A draw's verification code; a replay carries its draw's; a badge's, the craft that made it. */
    code: text('code'),
    /** What the page shows (ZOverlayAlert's collector and card, or grant), as it was when drawn or earned. */
    payload: jsonb('payload').$type<AlertPayload>().notNull(),
    /** A grant's burst, its rule and reason: grants of one burst join the alert while it waits unshown. */
    burstKey: text('burst_key'),
    createdAt: createdAt(),
    shownAt: at('shown_at'),
    doneAt: at('done_at'),
    /** shown | skipped | cleared | expired */
    outcome: text('outcome'),
  },
  (t) => [
    // A draw is queued once, however many times its event is heard.
    uniqueIndex('overlay_alerts_draw_idx')
      .on(t.overlayId, t.cardId)
      .where(sql`${t.kind} = 'draw'`),
    uniqueIndex('overlay_alerts_play_idx')
      .on(t.playId)
      .where(sql`${t.kind} = 'play'`),
    // A badge's alert is queued once, however many times its event is heard.
    uniqueIndex('overlay_alerts_badge_idx')
      .on(t.code)
      .where(sql`${t.kind} = 'badge'`),
    uniqueIndex('overlay_alerts_code_idx')
      .on(t.code)
      .where(sql`${t.kind} = 'draw'`),
    index('overlay_alerts_waiting_idx')
      .on(t.overlayId, t.createdAt)
      .where(sql`${t.doneAt} is null`),
    index('overlay_alerts_done_idx').on(t.overlayId, t.doneAt),
    // One waiting alert per burst: a grant of the burst joins it until it is on screen.
    uniqueIndex('overlay_alerts_burst_idx')
      .on(t.overlayId, t.burstKey)
      .where(sql`${t.shownAt} is null and ${t.doneAt} is null`),
    // The ticker's last pulls: the newest draws of an overlay.
    index('overlay_alerts_pulls_idx')
      .on(t.overlayId, t.createdAt)
      .where(sql`${t.kind} = 'draw'`),
  ],
);
