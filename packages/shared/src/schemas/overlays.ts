import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';
import { OVERLAY_ANCHORS, OVERLAY_LIMITS, OVERLAY_MESSAGES } from '../validation/overlays.js';
import { ZCardFace, ZCardProject, ZRarity } from './cards.js';
import { ZCardFairness } from './fairness.js';
import { ZSpentCard } from './crafting.js';
import { RULE_SOURCES } from './rule-sources.js';
import { ZCardAction, ZSoundKey } from './plays.js';
import { zHexColor } from './fields.js';
import {
  OVERLAY_LOOK_MESSAGES,
  OVERLAY_TEMPLATE_KINDS,
  OVERLAY_TEMPLATE_MAX,
  templateFault,
  type TOverlayTemplateKind,
} from '../validation/overlay-look.js';

const whole = ({ min, max }: { min: number; max: number }, message: string) => z.number().int(message).min(min, message).max(max, message);

const template = (kind: TOverlayTemplateKind) =>
  z
    .string()
    .trim()
    .min(1, OVERLAY_LOOK_MESSAGES.template)
    .max(OVERLAY_TEMPLATE_MAX, OVERLAY_LOOK_MESSAGES.template)
    .superRefine((text, ctx) => {
      const word = templateFault(text, kind);
      if (word !== null) ctx.addIssue({ code: 'custom', message: OVERLAY_LOOK_MESSAGES.templateWord(word, kind) });
    });

/** Each alert kind's caption, with its words in braces (OVERLAY_TEMPLATE_WORDS). */
export const ZOverlayTemplates = lazySchema(() =>
  z
    .object(
      Object.fromEntries(OVERLAY_TEMPLATE_KINDS.map((kind) => [kind, template(kind)])) as Record<
        TOverlayTemplateKind,
        ReturnType<typeof template>
      >,
    )
    .strict(),
);
export type TOverlayTemplates = z.infer<typeof ZOverlayTemplates>;

/**
 * The sounds of the library the streamer chose: a draw's by its rarity, a grant's, a play's; none
 * chosen, the reveal's own (a Sound action always plays its own).
 */
export const ZOverlaySounds = lazySchema(() =>
  z.object({ rarities: z.partialRecord(ZRarity, ZSoundKey), grant: ZSoundKey.nullable(), play: ZSoundKey.nullable() }).strict(),
);
export type TOverlaySounds = z.infer<typeof ZOverlaySounds>;

const hexColor = () => zHexColor(OVERLAY_LOOK_MESSAGES.color);
/** The alerts' text and panel; the accent (the frame, the rarity's word) is each rarity's own when null. */
export const ZOverlayColors = lazySchema(() => z.object({ text: hexColor(), panel: hexColor(), accent: hexColor().nullable() }).strict());
export type TOverlayColors = z.infer<typeof ZOverlayColors>;

/** How a project's overlay shows its draws: which ones, for how long, how loud; paused, it holds them. */
export const ZOverlaySettings = lazySchema(() =>
  z.object({
    /** Draws of this rarity and rarer are shown; null: every draw. */
    minRarity: ZRarity.nullable(),
    displaySeconds: whole(OVERLAY_LIMITS.displaySeconds, OVERLAY_MESSAGES.displaySeconds),
    /** The reveal's sounds, synthesized in the page: 0 is silent. */
    volume: whole(OVERLAY_LIMITS.volume, OVERLAY_MESSAGES.volume),
    expireMinutes: whole(OVERLAY_LIMITS.expireMinutes, OVERLAY_MESSAGES.expireMinutes),
    paused: z.boolean(),
    /** Where alerts stand on the canvas, and their size in percent. */
    anchor: z.enum(OVERLAY_ANCHORS, OVERLAY_MESSAGES.anchor),
    scalePercent: whole(OVERLAY_LIMITS.scalePercent, OVERLAY_MESSAGES.scalePercent),
    /** A draw's alert shows the QR code of its proof beside its code; off, the code alone. */
    showQr: z.boolean(),
    /** The earning rules' sources whose grants are alerts too; none: draws only. */
    grantSources: z
      .array(z.enum(RULE_SOURCES, OVERLAY_MESSAGES.grantSources))
      .max(RULE_SOURCES.length, OVERLAY_MESSAGES.grantSources)
      .refine((sources) => new Set(sources).size === sources.length, OVERLAY_MESSAGES.grantSources),
    templates: ZOverlayTemplates,
    sounds: ZOverlaySounds,
    colors: ZOverlayColors,
  }),
);
export type TOverlaySettings = z.infer<typeof ZOverlaySettings>;

export const ZOverlaySettingsPatch = lazySchema(() =>
  ZOverlaySettings.extend({
    minRarity: z.enum(ZRarity.options, OVERLAY_MESSAGES.minRarity).nullable(),
  })
    .partial()
    .strict(),
);
export type TOverlaySettingsPatch = z.input<typeof ZOverlaySettingsPatch>;

/** The creator's view of their project's overlay; its address is asked for apart (revealing it). */
export const ZOverlay = lazySchema(() =>
  z.object({
    projectId: z.string(),
    settings: ZOverlaySettings,
    /** An overlay page holds the feed open now, on any instance. */
    connected: z.boolean(),
    /** Alerts waiting to be shown. */
    waiting: z.number().int().nonnegative(),
    /** When the current address was made: an older page stopped then. */
    tokenCreatedAt: z.string(),
  }),
);
export type TOverlay = z.infer<typeof ZOverlay>;

/** The overlay's secret address, for the browser source: whoever has it sees the project's draws. */
export const ZOverlayAddress = lazySchema(() => z.object({ token: z.string(), url: z.string(), tickerUrl: z.string() }));
export type TOverlayAddress = z.infer<typeof ZOverlayAddress>;

/** A test alert: a card of a rarity, or draws earned (`earned`). */
export const ZOverlayTestBody = lazySchema(() =>
  z.union([z.object({ rarity: ZRarity }).strict(), z.object({ earned: z.literal(true) }).strict()], OVERLAY_MESSAGES.testBody),
);
export type TOverlayTestBody = z.input<typeof ZOverlayTestBody>;

/** A card's alerts: a draw, a test, a draw shown again; and a grant's, whose draws are earned, not drawn. */
export const OVERLAY_CARD_ALERT_KINDS = ['draw', 'test', 'replay'] as const;
export const OVERLAY_ALERT_KINDS = [...OVERLAY_CARD_ALERT_KINDS, 'grant', 'play', 'badge'] as const;
/** The ticker's 'Last pulls' lists draws, as they arrive: a test is no pull, and a replay's pull is listed already. */
export const TICKER_ALERT_KIND = 'draw' satisfies (typeof OVERLAY_ALERT_KINDS)[number];

/** The card as the stream sees it: never its owner's wallet. */
export const ZOverlayCard = lazySchema(() => ZCardFace);
export type TOverlayCard = z.infer<typeof ZOverlayCard>;

/**
 * Draws earned, as the stream sees them: by whom (the first, and how many more in its burst), how
 * many in all, and for what ('followed the channel').
 */
export const ZOverlayGrant = lazySchema(() =>
  z.object({
    draws: z.number().int().positive(),
    reason: z.string(),
    source: z.enum(RULE_SOURCES),
    /** Collectors beside the first who earned in the same burst (gifted subs, a raid's follows). */
    others: z.number().int().nonnegative(),
  }),
);
export type TOverlayGrant = z.infer<typeof ZOverlayGrant>;

/** A card played, as the stream performs it: the card, what it does, and its player's message. */
export const ZOverlayPlay = lazySchema(() =>
  z.object({ playId: z.string(), card: ZOverlayCard, action: ZCardAction, message: z.string() }),
);
export type TOverlayPlay = z.infer<typeof ZOverlayPlay>;

/** A badge crafted, as the stream sees it: its set's name and the level it reached. */
export const ZOverlayBadge = lazySchema(() => z.object({ craftId: z.string(), name: z.string(), level: z.number().int().min(1) }));
export type TOverlayBadge = z.infer<typeof ZOverlayBadge>;

const alertBase = { id: z.string(), collector: z.string(), createdAt: z.string() };

/**
 * One alert of the queue: a draw (with the code its proof is found by), a test, or a draw shown again;
 * draws earned; a card played (`replay`: shown again); or a badge crafted. `collector`: who drew,
 * earned, played or crafted.
 */
export const ZOverlayAlert = lazySchema(() =>
  z.discriminatedUnion('kind', [
    z.object({
      ...alertBase,
      kind: z.enum(OVERLAY_CARD_ALERT_KINDS),
      /** The draw's verification code (/fairness?code=…); null for a test. */
      code: z.string().nullable(),
      card: ZOverlayCard,
    }),
    z.object({ ...alertBase, kind: z.literal('grant'), grant: ZOverlayGrant }),
    z.object({ ...alertBase, kind: z.literal('play'), replay: z.boolean(), play: ZOverlayPlay }),
    z.object({ ...alertBase, kind: z.literal('badge'), badge: ZOverlayBadge }),
  ]),
);
export type TOverlayAlert = z.infer<typeof ZOverlayAlert>;
export type TOverlayCardAlert = Extract<TOverlayAlert, { card: unknown }>;

/** What an overlay is told as it connects: how to show, what waits (oldest first), and the last pulls (newest first). */
export const ZOverlayQueue = lazySchema(() =>
  z.object({
    projectName: z.string(),
    settings: ZOverlaySettings,
    waiting: z.array(ZOverlayAlert),
    recent: z.array(ZOverlayAlert),
  }),
);
export type TOverlayQueue = z.infer<typeof ZOverlayQueue>;

export const ZProofCodeParams = lazySchema(() => z.object({ code: z.string().trim().toUpperCase().max(32) }));

/** What a card made at the Forge was made of (docs/product-rules.md "Crafting"), as its proof shows it. */
export const ZForgeInputs = lazySchema(() =>
  z.object({
    kind: z.enum(['fuse', 'craft']),
    /** The cards it spent, each with its own proof's code. */
    spent: z.array(ZSpentCard),
    /** Essence it spent, of the card's project (a craft). */
    essence: z.number().int().nonnegative(),
    madeAt: z.string(),
  }),
);
export type TForgeInputs = z.infer<typeof ZForgeInputs>;

/** A draw shown on a stream, as anyone can check it at /fairness: the card, its project, and its draw's inputs. */
export const ZDrawProof = lazySchema(() =>
  z.object({
    code: z.string(),
    card: ZOverlayCard,
    project: ZCardProject,
    collectedAt: z.string(),
    fairness: ZCardFairness,
    /** The server seed, once its owner has rotated it (revealed); until then the draw can be checked later. */
    serverSeed: z.string().nullable(),
    /** For a card made at the Forge: what made it — the cards a fuse spent, the essence a craft did. */
    forge: ZForgeInputs.nullable().optional(),
  }),
);
export type TDrawProof = z.infer<typeof ZDrawProof>;

/** The overlay's own socket namespace: what the server sends. */
export interface OverlayServerEvents {
  overlayQueue: (payload: TOverlayQueue) => void;
  overlayAlert: (payload: TOverlayAlert) => void;
  /** Alerts taken off the queue by the creator (skipped, cleared): not to be shown. */
  overlayRemoved: (payload: { alertIds: string[] }) => void;
  overlaySettings: (payload: TOverlaySettings) => void;
  /** The token is refused (wrong, old, regenerated, a suspended project): the page says it is not connected. */
  overlayRefused: (payload: { message: string }) => void;
}

/** What the overlay page sends: an alert is on screen, then done. */
export interface OverlayClientEvents {
  overlayShown: (payload: { alertId: string }) => void;
  overlayDone: (payload: { alertId: string }) => void;
}
