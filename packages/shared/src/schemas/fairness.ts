import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';
import { RARITIES } from '../constants.js';
import { CLIENT_SEED_PATTERN, FAIRNESS_MESSAGES } from '../validation/fairness.js';

/** A seed at a draw: the committed hash of its server seed, the client seed, and the draw's number. */
const ZSeedAtDraw = lazySchema(() =>
  z.object({
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    nonce: z.number().int().nonnegative(),
  }),
);

/**
 * A draw's place in its collector's seed chain in the project (docs/decisions/047): the server seed,
 * revealed with the draw, which hashes back `link` times to the chain's head, published before it.
 */
export const ZChainLink = lazySchema(() =>
  z.object({
    serverSeed: z.string(),
    head: z.string(),
    link: z.number().int().positive(),
    publishedAt: z.string(),
  }),
);
export type TChainLink = z.infer<typeof ZChainLink>;

/** What a card made at the Forge was drawn within: the next rarity of a fuse, the design crafted. */
export const ZForged = lazySchema(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('fuse'), rarity: z.enum(RARITIES) }),
    z.object({ kind: z.literal('craft'), designId: z.string() }),
  ]),
);

/**
 * Where a card came from: its seed at its draw, the odds version it was drawn under (its hash, GET
 * /odds-versions/{hash}), in a collection with supply caps the collection's draw it was, and its
 * link of a seed chain (null for a draw of the earlier scheme, whose seed its collector reveals).
 */
export const ZCardFairness = lazySchema(() =>
  ZSeedAtDraw.extend({
    oddsVersionHash: z.string().nullable(),
    drawIndex: z.number().int().positive().nullable(),
    chain: ZChainLink.nullable(),
    /** A card made at the Forge was drawn within this (a fuse's rarity, a crafted design); absent for a draw. */
    forged: ZForged.optional(),
  }),
);
export type TCardFairness = z.infer<typeof ZCardFairness>;

export const ZActiveSeed = lazySchema(() =>
  ZSeedAtDraw.describe('The seed the next card is drawn with: its server seed stays secret until rotated.'),
);
export type TActiveSeed = z.infer<typeof ZActiveSeed>;

export const ZRevealedSeed = lazySchema(() =>
  z.object({
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    /** How many cards were drawn with it: nonces 0 to cards − 1. */
    cards: z.number().int().nonnegative(),
    createdAt: z.string(),
    revealedAt: z.string(),
  }),
);
export type TRevealedSeed = z.infer<typeof ZRevealedSeed>;

/**
 * One of a collector's seed chains in a project (docs/decisions/047): its head, published before any of
 * its draws, and how many of its links are drawn (all of them once it is spent).
 */
export const ZSeedChain = lazySchema(() =>
  z.object({
    project: z.object({ slug: z.string(), name: z.string() }),
    /** Which chain of the collector's in the project: 1, then 2 published before the first runs out, and so on. */
    number: z.number().int().positive(),
    head: z.string(),
    publishedAt: z.string(),
    length: z.number().int().positive(),
    drawn: z.number().int().nonnegative(),
  }),
);
export type TSeedChain = z.infer<typeof ZSeedChain>;

/** A collector's chains in force in a project: the one drawn from, then the next once published. */
export const ZSeedChainList = lazySchema(() => z.array(ZSeedChain));

export const ZChainParams = lazySchema(() => z.object({ slug: z.string().min(1).max(200) }));

export const ZFairnessSeeds = lazySchema(() =>
  z.object({
    /** Null only for an observer looking at an account that has never drawn (observing creates nothing). */
    active: ZActiveSeed.nullable(),
    revealed: z.array(ZRevealedSeed),
    /** The collector's seed chains, spent ones too, the latest published first (at most REVEALED_SEEDS_LIMIT). */
    chains: z.array(ZSeedChain),
  }),
);
export type TFairnessSeeds = z.infer<typeof ZFairnessSeeds>;

export const ZRotateSeedBody = lazySchema(() =>
  z.object({
    /** A new client seed; without one the current client seed is kept. */
    clientSeed: z.string().regex(CLIENT_SEED_PATTERN, FAIRNESS_MESSAGES.clientSeed).optional(),
  }),
);
export type TRotateSeedBody = z.input<typeof ZRotateSeedBody>;
