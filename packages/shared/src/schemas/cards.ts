import { z } from 'zod';
import { CARD_TYPES, RARITIES } from '../constants.js';
import { ZCardFairness } from './fairness.js';
import { zSolanaPublicKey } from './wallet.js';

export const ZRarity = z.enum(RARITIES);
export type TRarity = z.infer<typeof ZRarity>;
export const ZCardType = z.enum(CARD_TYPES);
export type TCardType = z.infer<typeof ZCardType>;

export const ZCard = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** An emoji (spec part 2 §3). */
  image: z.string(),
  rarity: ZRarity,
  type: ZCardType,
  power: z.number().int(),
  defense: z.number().int(),
  mintDate: z.string(),
  collectedAt: z.string(),
  publicKey: z.string(),
  /** What the draw can be verified with at /fairness; null for cards drawn before draws were provably fair. */
  fairness: ZCardFairness.nullable(),
});
export type TCard = z.infer<typeof ZCard>;

export const ZCollectBody = z.object({
  publicKey: zSolanaPublicKey(),
  /** A fresh random id per attempt: retrying the same attempt returns the same card. */
  requestId: z.uuid('requestId must be a UUID'),
});
export type TCollectBody = z.input<typeof ZCollectBody>;

export const ZCardList = z.array(ZCard);
export const ZPublicKeyParams = z.object({ publicKey: zSolanaPublicKey() });
