import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';
import { SOUND_KEYS } from '../sounds.js';
import { PLAY_LIMITS, PLAY_MESSAGES, PLAY_STATES, messageFault } from '../validation/plays.js';
import { ZCardType, ZRarity } from './cards.js';
import { zRequestId } from './common.js';

export const ZSoundKey = lazySchema(() => z.enum(SOUND_KEYS));

const actionTerms = () => ({
  /** False: the action is spent on play (the card stays, marked played); true: it plays again after its cooldown. */
  reusable: z.boolean(),
  /** A viewer's wait after a play before another of this rarity's cards (and this card, when reusable). */
  cooldownSeconds: z
    .number()
    .int()
    .min(0, PLAY_MESSAGES.cooldownSeconds)
    .max(PLAY_LIMITS.cooldownSecondsMax, PLAY_MESSAGES.cooldownSeconds),
  /** Played only while the project's Twitch channel is live. */
  liveOnly: z.boolean(),
});

/** What a card does when played (docs/product-rules.md "Playing cards"): part of its collection's terms. */
export const ZCardAction = lazySchema(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('shout'), ...actionTerms() }).strict(),
    z.object({ kind: z.literal('sound'), sound: ZSoundKey, ...actionTerms() }).strict(),
    z
      .object({
        kind: z.literal('challenge'),
        text: z.string().trim().min(1, PLAY_MESSAGES.challenge).max(PLAY_LIMITS.challengeMax, PLAY_MESSAGES.challenge),
        ...actionTerms(),
      })
      .strict(),
  ]),
);
export type TCardAction = z.infer<typeof ZCardAction>;

/** A collection's actions: by rarity, and by design (a design's own comes first). */
export const ZCollectionActions = lazySchema(() =>
  z
    .object({
      rarities: z.partialRecord(ZRarity, ZCardAction),
      designs: z.record(z.uuid(PLAY_MESSAGES.actionDesign), ZCardAction),
    })
    .strict(),
);
export type TCollectionActions = z.infer<typeof ZCollectionActions>;
export const NO_ACTIONS: TCollectionActions = { rarities: {}, designs: {} };

/** A collector plays a card: with a message for the stream, once per request id. */
export const ZPlayBody = lazySchema(() =>
  z
    .object({
      cardId: z.uuid(PLAY_MESSAGES.cardNotFound).transform((id) => id.toLowerCase()),
      requestId: zRequestId(),
      message: z
        .string()
        .trim()
        .max(PLAY_LIMITS.messageMax, PLAY_MESSAGES.message)
        .superRefine((message, ctx) => {
          const fault = messageFault(message);
          if (fault) ctx.addIssue({ code: 'custom', message: PLAY_MESSAGES[fault] });
        })
        .default(''),
    })
    .strict(),
);
export type TPlayBody = z.input<typeof ZPlayBody>;

export const ZPlayState = lazySchema(() => z.enum(PLAY_STATES));
export type TPlayState = z.infer<typeof ZPlayState>;

/** A play as its player and its streamer see it. */
export const ZPlay = lazySchema(() =>
  z.object({
    id: z.string(),
    requestId: z.string(),
    card: z.object({ id: z.string(), name: z.string(), image: z.string(), rarity: ZRarity, type: ZCardType }),
    project: z.object({ slug: z.string(), name: z.string() }),
    /** The player's username. */
    collector: z.string(),
    action: ZCardAction,
    message: z.string(),
    state: ZPlayState,
    /** Why the streamer refused it; null otherwise. */
    reason: z.string().nullable(),
    /** Approved by the queue's rule (from a rarity), not by a person. */
    autoApproved: z.boolean(),
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
    doneAt: z.string().nullable(),
  }),
);
export type TPlay = z.infer<typeof ZPlay>;
export const ZPlayList = lazySchema(() => z.array(ZPlay));

const zBlockedWord = lazySchema(() =>
  z.string().trim().min(1, PLAY_MESSAGES.blockedWords).max(PLAY_LIMITS.blockedWordMax, PLAY_MESSAGES.blockedWords),
);

/** How a project's queue takes plays: paused, approving by itself from a rarity, the words it refuses. */
export const ZPlayQueueSettings = lazySchema(() =>
  z.object({
    paused: z.boolean(),
    /** Plays of this rarity and rarer go on stream without waiting; null: every play waits. */
    autoApproveFrom: ZRarity.nullable(),
    blockedWords: z
      .array(zBlockedWord)
      .max(PLAY_LIMITS.blockedWordsMax, PLAY_MESSAGES.blockedWords)
      .refine((words) => new Set(words.map((word) => word.toLowerCase())).size === words.length, PLAY_MESSAGES.blockedWords),
  }),
);
export type TPlayQueueSettings = z.infer<typeof ZPlayQueueSettings>;
export const ZPlayQueueSettingsPatch = lazySchema(() => ZPlayQueueSettings.partial().strict());
export type TPlayQueueSettingsPatch = z.input<typeof ZPlayQueueSettingsPatch>;

/** The streamer's queue: its settings, what waits (oldest first) and what is on stream. */
export const ZPlayQueue = lazySchema(() =>
  z.object({
    projectId: z.string(),
    settings: ZPlayQueueSettings,
    waiting: ZPlayList,
    onStream: ZPlayList,
    /** Plays waiting in all (the list holds the oldest of them), and plays done today (UTC). */
    counts: z.object({ waiting: z.number().int(), onStream: z.number().int(), doneToday: z.number().int() }),
  }),
);
export type TPlayQueue = z.infer<typeof ZPlayQueue>;

/** The queue's history: plays done or refused, newest first, a page at a time. */
export const ZPlayHistoryQuery = lazySchema(() =>
  z
    .object({
      state: z.enum(['done', 'refused']).optional(),
      rarity: ZRarity.optional(),
      collector: z.string().trim().max(40).optional(),
      /** The last play of the page before: the next page is older. */
      before: z.uuid().optional(),
    })
    .strict(),
);
export type TPlayHistoryQuery = z.input<typeof ZPlayHistoryQuery>;

export const ZPlayRefuseBody = lazySchema(() =>
  z.object({ reason: z.string().trim().min(1, PLAY_MESSAGES.reason).max(PLAY_LIMITS.reasonMax, PLAY_MESSAGES.reason) }).strict(),
);
export const ZPlayIdParams = lazySchema(() => z.object({ playId: z.uuid(PLAY_MESSAGES.playNotFound) }));
export const ZMyPlaysQuery = lazySchema(() => z.object({ cardId: z.uuid(PLAY_MESSAGES.cardNotFound).optional() }).strict());

/** A card of the collector's, as its Play button needs it: what it does, its last play, and what holds it back now. */
export const ZCardPlayability = lazySchema(() =>
  z.object({
    /** Absent: its collection's terms give it no action. */
    action: ZCardAction.optional(),
    /** Its latest play, whatever its state; null before its first. */
    play: ZPlay.nullable(),
    /** Its action is spent (a play of it approved). */
    spent: z.boolean(),
    /** Seconds until a card of its rarity plays again; 0 when none run. */
    cooldownSeconds: z.number().int().nonnegative(),
    /** Its streamer has paused plays. */
    paused: z.boolean(),
    /** It is listed on the marketplace: it plays once its listing is cancelled. */
    listed: z.boolean(),
  }),
);
export type TCardPlayability = z.infer<typeof ZCardPlayability>;

/** The plays a game's server reads: approved after `since` (an ISO time), or the latest when absent. */
export const ZApiPlayQuery = lazySchema(() => z.object({ since: z.iso.datetime({ offset: true }).optional() }).strict());

/**
 * A card played on stream, as a game's server reads it (docs/product-rules.md "Game servers and
 * keys"): the card, what it did, the message, and its player by the game's own ids (none when the
 * collector linked no player to it).
 */
export const ZApiPlay = lazySchema(() =>
  z.object({
    id: z.string(),
    card: z.object({ id: z.string(), name: z.string(), rarity: ZRarity, type: ZCardType }),
    collectionId: z.string(),
    action: ZCardAction,
    message: z.string(),
    state: z.enum(['on_stream', 'done']),
    playerIds: z.array(z.string()),
    playedAt: z.string(),
  }),
);
export type TApiPlay = z.infer<typeof ZApiPlay>;
export const ZApiPlayList = lazySchema(() => z.object({ plays: z.array(ZApiPlay) }));

/** The OBS dock's secret address: whoever has it runs the project's queue of plays. */
export const ZDockAddress = lazySchema(() => z.object({ token: z.string(), url: z.string() }));
export type TDockAddress = z.infer<typeof ZDockAddress>;

/** The dock's socket: told when the queue moved (it reads it again), or that its address stopped. */
export interface DockServerEvents {
  dockChanged: () => void;
  dockRefused: (payload: { message: string }) => void;
}
