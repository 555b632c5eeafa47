import { z } from 'zod';
import { CLIENT_SEED_PATTERN, FAIRNESS_MESSAGES } from '../validation/fairness.js';

/** A seed at a draw: the committed hash of its server seed, the client seed, and the draw's number. */
const ZSeedAtDraw = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int().nonnegative(),
});

/**
 * Where a card came from: its seed at its draw, the odds version it was drawn under (its hash, GET
 * /odds-versions/{hash}), and, in a collection with supply caps, the collection's draw it was.
 */
export const ZCardFairness = ZSeedAtDraw.extend({
  oddsVersionHash: z.string().nullable(),
  drawIndex: z.number().int().positive().nullable(),
});
export type TCardFairness = z.infer<typeof ZCardFairness>;

export const ZActiveSeed = ZSeedAtDraw.describe('The seed the next card is drawn with: its server seed stays secret until rotated.');
export type TActiveSeed = z.infer<typeof ZActiveSeed>;

export const ZRevealedSeed = z.object({
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** How many cards were drawn with it: nonces 0 to cards − 1. */
  cards: z.number().int().nonnegative(),
  createdAt: z.string(),
  revealedAt: z.string(),
});
export type TRevealedSeed = z.infer<typeof ZRevealedSeed>;

export const ZFairnessSeeds = z.object({
  /** Null only for an observer looking at an account that has never drawn (observing creates nothing). */
  active: ZActiveSeed.nullable(),
  revealed: z.array(ZRevealedSeed),
});
export type TFairnessSeeds = z.infer<typeof ZFairnessSeeds>;

export const ZRotateSeedBody = z.object({
  /** A new client seed; without one the current client seed is kept. */
  clientSeed: z.string().regex(CLIENT_SEED_PATTERN, FAIRNESS_MESSAGES.clientSeed).optional(),
});
export type TRotateSeedBody = z.input<typeof ZRotateSeedBody>;
