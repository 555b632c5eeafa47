import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';
import {
  API_GRANT_LIMITS,
  API_KEY_LIMITS,
  API_KEY_MODES,
  API_KEY_SCOPES,
  INTEGRATOR_MESSAGES,
  PLAYER_LINK_LIMITS,
} from '../validation/integrators.js';

export const ZApiKeyScope = lazySchema(() => z.enum(API_KEY_SCOPES));
export const ZApiKeyMode = lazySchema(() => z.enum(API_KEY_MODES, INTEGRATOR_MESSAGES.mode));

/** A new project key: what it is for, live or test, and what it may do. */
export const ZApiKeyBody = lazySchema(() =>
  z
    .object({
      name: z.string().trim().min(1, INTEGRATOR_MESSAGES.keyName).max(API_KEY_LIMITS.nameMax, INTEGRATOR_MESSAGES.keyName),
      mode: ZApiKeyMode,
      scopes: z
        .array(z.enum(API_KEY_SCOPES, INTEGRATOR_MESSAGES.scopes))
        .min(1, INTEGRATOR_MESSAGES.scopes)
        .max(API_KEY_SCOPES.length, INTEGRATOR_MESSAGES.scopes)
        .refine((scopes) => new Set(scopes).size === scopes.length, INTEGRATOR_MESSAGES.scopes),
    })
    .strict(),
);
export type TApiKeyBody = z.input<typeof ZApiKeyBody>;

const grace = API_KEY_LIMITS.graceHours.map((hours) => z.literal(hours));
/** A rotation: how long the old key keeps working beside the new one. */
export const ZApiKeyRotateBody = lazySchema(() =>
  z
    .object({ graceHours: z.union(grace as unknown as [z.ZodLiteral<number>, ...z.ZodLiteral<number>[]], INTEGRATOR_MESSAGES.graceHours) })
    .strict(),
);
export type TApiKeyRotateBody = z.infer<typeof ZApiKeyRotateBody>;

/** A project key as its creator sees it: never its secret, which is shown once when made. */
export const ZApiKey = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    mode: ZApiKeyMode,
    scopes: z.array(ZApiKeyScope),
    /** The key's first characters (`ak_live_Xy3q`), to tell it apart. */
    prefix: z.string(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
    /** A rotated key stops then; null: it has no end. */
    expiresAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
    /** The key that replaced it in a rotation. */
    replacedById: z.string().nullable(),
  }),
);
export type TApiKey = z.infer<typeof ZApiKey>;
export const ZApiKeyList = lazySchema(() => z.array(ZApiKey));

/** A key just made (or rotated in): its secret, shown this once. */
export const ZNewApiKey = lazySchema(() => z.object({ key: ZApiKey, secret: z.string() }));
export type TNewApiKey = z.infer<typeof ZNewApiKey>;

export const ZApiKeyParams = lazySchema(() => z.object({ projectId: z.uuid(), keyId: z.uuid() }));

/** A game's own id for its player: any text it likes, as it sends it. */
export const ZPlayerId = lazySchema(() =>
  z.string().min(1, INTEGRATOR_MESSAGES.playerId).max(PLAYER_LINK_LIMITS.playerIdMax, INTEGRATOR_MESSAGES.playerId),
);
export const ZPlayerParams = lazySchema(() => z.object({ playerId: ZPlayerId }));

export const ZLinkCodeBody = lazySchema(() => z.object({ playerId: ZPlayerId }).strict());

/** A code for the game to show its player, and where the player enters it. */
export const ZLinkCode = lazySchema(() =>
  z.object({
    /** As the player reads it: ABCD-EFGH. */
    code: z.string(),
    expiresAt: z.string(),
    /** The page where the player enters the code. */
    verificationUri: z.string(),
    /** The same page with the code filled in, for a link or a QR code. */
    verificationUriComplete: z.string(),
  }),
);
export type TLinkCode = z.infer<typeof ZLinkCode>;

/** Whether a game's player is linked to an Arcana account in this project (never which account). */
export const ZPlayer = lazySchema(() => z.object({ playerId: z.string(), linked: z.boolean(), linkedAt: z.string().nullable() }));
export type TPlayer = z.infer<typeof ZPlayer>;

export const ZLinkRedeemBody = lazySchema(() =>
  z.object({ code: z.string().trim().min(1, INTEGRATOR_MESSAGES.linkCode).max(32, INTEGRATOR_MESSAGES.linkCodeInvalid) }).strict(),
);

/** Who asks to link, shown before the player agrees: the project's public name and picture, nothing of the player. */
export const ZLinkCodePreview = lazySchema(() =>
  z.object({
    project: z.string(),
    avatarUrl: z.string().nullable(),
    /** A test key's code links a test player only: live keys never see it. */
    mode: ZApiKeyMode,
  }),
);
export type TLinkCodePreview = z.infer<typeof ZLinkCodePreview>;

/** A game's player linked to the signed-in account. */
export const ZPlayerLink = lazySchema(() =>
  z.object({
    id: z.string(),
    projectId: z.string(),
    project: z.string(),
    projectSlug: z.string(),
    playerId: z.string(),
    /** Linked by a test key's code: only the project's test keys see it. */
    mode: ZApiKeyMode,
    linkedAt: z.string(),
  }),
);
export type TPlayerLink = z.infer<typeof ZPlayerLink>;
export const ZPlayerLinkList = lazySchema(() => z.array(ZPlayerLink));
export const ZPlayerLinkParams = lazySchema(() => z.object({ linkId: z.uuid() }));

/** Draws a game's server grants its player in one of the project's collections. */
export const ZApiGrantBody = lazySchema(() =>
  z
    .object({
      playerId: ZPlayerId,
      collectionId: z.uuid(),
      draws: z.number().int(INTEGRATOR_MESSAGES.draws).min(1, INTEGRATOR_MESSAGES.draws).max(1_000_000, INTEGRATOR_MESSAGES.draws),
      reason: z.string().trim().min(1, INTEGRATOR_MESSAGES.reason).max(API_GRANT_LIMITS.reasonMax, INTEGRATOR_MESSAGES.reason),
    })
    .strict(),
);
export type TApiGrantBody = z.infer<typeof ZApiGrantBody>;

/**
 * A grant as the game's server reads it: granted, or pending until its player links (within the
 * days a grant waits), or what became of it since.
 */
export const ZApiGrant = lazySchema(() =>
  z.object({
    id: z.string(),
    playerId: z.string(),
    collectionId: z.string(),
    draws: z.number().int(),
    reason: z.string(),
    status: z.enum(['granted', 'pending', 'refused', 'expired']),
    /** Why it was refused after waiting (a cap reached by the time its player linked); null otherwise. */
    outcome: z.string().nullable(),
    /** False for a test key's grant: it never reaches an inventory. */
    livemode: z.boolean(),
    createdAt: z.string(),
  }),
);
export type TApiGrant = z.infer<typeof ZApiGrant>;
export const ZApiGrantParams = lazySchema(() => z.object({ grantId: z.uuid() }));

/** A card a linked player holds in the project's collections: drawn, or given to them (docs/product-rules.md "Trading"). */
export const ZApiDraw = lazySchema(() =>
  z.object({
    id: z.string(),
    collectionId: z.string(),
    name: z.string(),
    rarity: z.string(),
    drawnAt: z.string(),
    /** Since when its holder holds it: when drawn, or when given to them. */
    heldSince: z.string(),
  }),
);
export type TApiDraw = z.infer<typeof ZApiDraw>;
export const ZApiDrawList = lazySchema(() => z.object({ draws: z.array(ZApiDraw) }));

/**
 * One of the project's cards and who holds it now, as the game knows them (their player ids; null when
 * the holder linked none to it, or when the card was spent at the Forge): a game honours the card
 * whoever holds it.
 */
export const ZApiCard = lazySchema(() =>
  ZApiDraw.extend({
    holder: z.object({ playerIds: z.array(z.string()) }).nullable(),
    spent: z.boolean(),
  }),
);
export type TApiCard = z.infer<typeof ZApiCard>;

/** One of the project's published collections, as a game's server sees it: where it may grant, and how many at once. */
export const ZApiCollection = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    /** The most draws one grant gives; null: the collection takes no grants (its rule "Your game's server" is off or absent). */
    maxDraws: z.number().int().nullable(),
  }),
);
export const ZApiCollectionList = lazySchema(() => z.object({ collections: z.array(ZApiCollection) }));
export type TApiCollection = z.infer<typeof ZApiCollection>;
