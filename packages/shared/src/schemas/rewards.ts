import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';
import { REWARD_LIMITS, REWARD_MESSAGES, TWITCH_CHAT_KINDS } from '../validation/rewards.js';
import { USDT_TRANSFER_STATUSES } from './transfer.js';
import { RULE_SOURCES } from './rule-sources.js';

export * from './rule-sources.js';

const whole = (min: number, max: number, message: string) => z.number().int(message).min(min, message).max(max, message);
const threshold = lazySchema(() => whole(1, REWARD_LIMITS.thresholdMax, REWARD_MESSAGES.threshold));
const reward = lazySchema(() => whole(1, REWARD_LIMITS.rewardMax, REWARD_MESSAGES.reward));
const cap = (max: number) => whole(1, max, REWARD_MESSAGES.cap).nullable();
const usdt = lazySchema(() => z.number().positive(REWARD_MESSAGES.usdt).max(1_000_000, REWARD_MESSAGES.usdt));
const appId = lazySchema(() =>
  z.number().int(REWARD_MESSAGES.appId).positive(REWARD_MESSAGES.appId).max(4_294_967_295, REWARD_MESSAGES.appId),
);

/** What limits a rule's grants; null: no such limit. */
export const ZRuleCaps = lazySchema(() =>
  z.object({
    perAccountPerDay: cap(REWARD_LIMITS.perAccountPerDayMax),
    /** Twitch rules only: grants per live stream of the channel. */
    perStream: cap(REWARD_LIMITS.perStreamMax),
    /** Draws the rule grants in all, to everyone. */
    budget: cap(REWARD_LIMITS.budgetMax),
    /** Seconds between two grants to one account. */
    cooldownSeconds: cap(REWARD_LIMITS.cooldownSecondsMax),
    minAccountAgeDays: whole(0, REWARD_LIMITS.minAccountAgeDaysMax, REWARD_MESSAGES.minAccountAge).nullable(),
  }),
);
export type TRuleCaps = z.infer<typeof ZRuleCaps>;
export const NO_CAPS: TRuleCaps = { perAccountPerDay: null, perStream: null, budget: null, cooldownSeconds: null, minAccountAgeDays: null };

export const ZDonationTier = lazySchema(() => z.object({ minUsdt: usdt, reward }));

/**
 * Draws that grow with the event: `reward` draws for each `per` bits or gifted subs it carries, at
 * most `max` for one event (docs/product-rules.md "Earning rules").
 */
export const ZRuleScale = lazySchema(() => z.object({ per: threshold, max: reward }));
export type TRuleScale = z.infer<typeof ZRuleScale>;

/** A subscription's draws by its tier: `reward` for Tier 1 (and Prime), these for Tiers 2 and 3. */
export const ZTierRewards = lazySchema(() => z.object({ tier2: reward, tier3: reward }));
export type TTierRewards = z.infer<typeof ZTierRewards>;

/** A rule that grows: its minimum is one step at least, and its most one step's draws at least. */
const scaled = <S extends z.ZodType<{ reward: number; scale?: TRuleScale | undefined }>>(
  schema: S,
  min: (terms: z.output<S>) => number,
): S =>
  schema
    .refine((terms) => !terms.scale || min(terms) >= terms.scale.per, { message: REWARD_MESSAGES.scaleMin, path: ['scale', 'per'] })
    .refine((terms) => !terms.scale || terms.scale.max >= terms.reward, { message: REWARD_MESSAGES.scaleMax, path: ['scale', 'max'] });

/** A rule's source with its condition and what it grants: a number of draws, or a donation's tiers. */
export const ZRuleTerms = lazySchema(() =>
  z.discriminatedUnion('source', [
    z.object({ source: z.literal('twitch.follow'), reward }),
    z.object({ source: z.literal('twitch.subscribe'), reward, byTier: ZTierRewards.optional() }),
    scaled(z.object({ source: z.literal('twitch.gift'), minGifts: threshold, reward, scale: ZRuleScale.optional() }), (t) => t.minGifts),
    scaled(z.object({ source: z.literal('twitch.cheer'), minBits: threshold, reward, scale: ZRuleScale.optional() }), (t) => t.minBits),
    z.object({ source: z.literal('twitch.raid'), minViewers: threshold, reward }),
    z.object({
      source: z.literal('twitch.redemption'),
      title: z
        .string()
        .trim()
        .min(1, REWARD_MESSAGES.redemptionTitle)
        .max(REWARD_LIMITS.redemptionTitleMax, REWARD_MESSAGES.redemptionTitle),
      cost: threshold,
      reward,
    }),
    z.object({ source: z.literal('steam.owns'), appId, reward }),
    z.object({
      source: z.literal('steam.achievement'),
      appId,
      achievement: z.string().trim().min(1, REWARD_MESSAGES.achievement).max(REWARD_LIMITS.achievementMax, REWARD_MESSAGES.achievement),
      reward,
    }),
    z.object({
      source: z.literal('donation'),
      tiers: z
        .array(ZDonationTier)
        .min(1, REWARD_MESSAGES.tiers)
        .max(REWARD_LIMITS.donationTiersMax, REWARD_MESSAGES.tiers)
        .refine((tiers) => tiers.every((tier, i) => i === 0 || tier.minUsdt > tiers[i - 1]!.minUsdt), REWARD_MESSAGES.tiers),
    }),
    z.object({ source: z.literal('share'), reward }),
    /** A game's server grants through the API: `reward` is the most draws one grant may give. */
    z.object({ source: z.literal('api'), reward }),
  ]),
);
export type TRuleTerms = z.infer<typeof ZRuleTerms>;

/** A new rule: its terms, and its caps (none unless given). It starts disabled. */
export const ZRuleBody = lazySchema(() => z.object({ terms: ZRuleTerms, caps: ZRuleCaps.partial().optional() }));
export type TRuleBody = z.input<typeof ZRuleBody>;

/** A change to a rule: on or off, and its caps. Other terms make a new rule, so every grant names the terms it met. */
export const ZRulePatch = lazySchema(() => z.object({ enabled: z.boolean().optional(), caps: ZRuleCaps.partial().optional() }));
export type TRulePatch = z.input<typeof ZRulePatch>;

export const ZRuleIdParams = lazySchema(() => z.object({ ruleId: z.uuid() }));

export const ZRule = lazySchema(() =>
  z.object({
    id: z.string(),
    collectionId: z.string(),
    terms: ZRuleTerms,
    caps: ZRuleCaps,
    enabled: z.boolean(),
    /** Draws granted by the rule so far, and what its budget has left (null: no budget). */
    granted: z.number().int(),
    budgetLeft: z.number().int().nullable(),
    /** Why Arcana turned the rule off, not its creator (Twitch revoked its subscription); null otherwise. */
    disabledReason: z.string().nullable(),
    createdAt: z.string(),
  }),
);
export type TRule = z.infer<typeof ZRule>;
export const ZRuleList = lazySchema(() => z.array(ZRule));

/** A grant a rule made: to whom, how many draws, and for what. */
export const ZGrant = lazySchema(() =>
  z.object({
    id: z.string(),
    ruleId: z.string(),
    collectionId: z.string(),
    source: z.enum(RULE_SOURCES),
    draws: z.number().int(),
    /** The collector's username. */
    collector: z.string(),
    /** What earned it, in words: "followed the channel", "cheered 500 bits". */
    reason: z.string(),
    at: z.string(),
  }),
);
export type TGrant = z.infer<typeof ZGrant>;
export const ZGrantList = lazySchema(() => z.array(ZGrant));

/** A Twitch viewer with no account yet, and the draws their events will grant once they have one. */
export const ZWaitingViewer = lazySchema(() =>
  z.object({
    /** Their Twitch login: what chat mentions. */
    login: z.string(),
    draws: z.number().int(),
    /** The oldest of their events: each waits PARKED_GRANT_DAYS from its own. */
    since: z.string(),
  }),
);
export type TWaitingViewer = z.infer<typeof ZWaitingViewer>;
export const ZWaitingViewerList = lazySchema(() => z.array(ZWaitingViewer));

/** What Arcana says in a channel's chat, each kind once. */
const ZTwitchChatKinds = lazySchema(() =>
  z
    .array(z.enum(TWITCH_CHAT_KINDS, REWARD_MESSAGES.chatKinds))
    .max(TWITCH_CHAT_KINDS.length, REWARD_MESSAGES.chatKinds)
    .refine((kinds) => new Set(kinds).size === kinds.length, REWARD_MESSAGES.chatKinds),
);

/** The project's Twitch channel as its creator connected it as broadcaster; null: none. */
export const ZTwitchChannel = lazySchema(() =>
  z.object({
    channel: z
      .object({
        id: z.string(),
        login: z.string(),
        displayName: z.string(),
        connectedAt: z.string(),
        /** Scopes the rules need that the broadcaster did not grant: connect again to grant them. */
        missingScopes: z.array(z.string()),
        /** What Arcana says in the channel's chat; it speaks only once the chat's scope is granted. */
        chat: ZTwitchChatKinds,
      })
      .nullable(),
  }),
);
export type TTwitchChannel = z.infer<typeof ZTwitchChannel>;

export const ZTwitchChatPatch = lazySchema(() => z.object({ chat: ZTwitchChatKinds }).strict());
export type TTwitchChatPatch = z.input<typeof ZTwitchChatPatch>;

/** A rule of a published collection as anyone reads it: what meets it and what it grants. */
export const ZWayToEarn = lazySchema(() => z.object({ ruleId: z.string(), collectionId: z.string(), terms: ZRuleTerms }));
export type TWayToEarn = z.infer<typeof ZWayToEarn>;
export const ZWaysToEarn = lazySchema(() => z.array(ZWayToEarn));

/** A claim granted: the draws, and the sentence that tells of them. */
export const ZClaimResult = lazySchema(() => z.object({ draws: z.number().int(), message: z.string() }));
export type TClaimResult = z.infer<typeof ZClaimResult>;

/** The signed-in collector's referral link to a project: its code, and the address to share. */
export const ZReferralLink = lazySchema(() => z.object({ code: z.string(), url: z.string() }));
export type TReferralLink = z.infer<typeof ZReferralLink>;

// The browser is named by the server's own cookie, never by the body (docs/product-rules.md "Earning rules").
export const ZReferralVisitBody = lazySchema(() =>
  z.object({
    code: z.string().trim().min(1, REWARD_MESSAGES.referralNotFound).max(64, REWARD_MESSAGES.referralNotFound),
  }),
);
export const ZReferralVisit = lazySchema(() => z.object({ visitId: z.string() }));
export type TReferralVisit = z.infer<typeof ZReferralVisit>;
export const ZReferralArrivalBody = lazySchema(() => z.object({ visitId: z.uuid(REWARD_MESSAGES.referralNotFound) }));
export type TReferralVisitBody = z.infer<typeof ZReferralVisitBody>;
export type TReferralArrivalBody = z.infer<typeof ZReferralArrivalBody>;

/** A donation as both sides see it: the transfer, and what it earned (draws by the rule's tiers, or why none). */
export const ZDonationReceipt = lazySchema(() =>
  z.object({
    transferId: z.string(),
    collectionId: z.string(),
    collection: z.string(),
    project: z.string(),
    projectSlug: z.string(),
    donor: z.string(),
    /** USDT, as decimal text. */
    amount: z.string(),
    to: z.string(),
    signature: z.string().nullable(),
    status: z.enum(USDT_TRANSFER_STATUSES),
    createdAt: z.string(),
    confirmedAt: z.string().nullable(),
    /** Draws earned; 0 when none (yet). */
    draws: z.number().int(),
    /** Why it earned what it did, once decided: 'Granted 3', 'Below the first tier'; null before. */
    outcome: z.string().nullable(),
  }),
);
export type TDonationReceipt = z.infer<typeof ZDonationReceipt>;
export const ZDonationReceiptList = lazySchema(() => z.array(ZDonationReceipt));
