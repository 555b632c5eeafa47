import { z } from 'zod';
import { TRADABILITY, TRADING_LIMITS, TRADING_MESSAGES } from '../validation/trading.js';
import { lazySchema } from './lazy-schema.js';

/**
 * Whether a collection's cards can be given and sold, and the creator's share of a sale
 * (docs/product-rules.md "Trading"): part of its odds version, so collectors know before they draw.
 */
export const ZTradingTerms = lazySchema(() =>
  z
    .object({
      tradable: z.enum(TRADABILITY),
      /** For 'held': how many days a card is held before it can change hands; null otherwise. */
      heldDays: z
        .number()
        .int(TRADING_MESSAGES.heldDays)
        .min(TRADING_LIMITS.heldDaysMin, TRADING_MESSAGES.heldDays)
        .max(TRADING_LIMITS.heldDaysMax, TRADING_MESSAGES.heldDays)
        .nullable(),
      /** The creator's share of each sale, in basis points. */
      creatorShareBps: z
        .number()
        .int(TRADING_MESSAGES.creatorShare)
        .min(0, TRADING_MESSAGES.creatorShare)
        .max(TRADING_LIMITS.creatorShareMaxBps, TRADING_MESSAGES.creatorShare),
    })
    .strict()
    .refine((terms) => (terms.tradable === 'held') === (terms.heldDays !== null), {
      path: ['heldDays'],
      message: TRADING_MESSAGES.heldDaysOnlyHeld,
    }),
);
export type TTradingTerms = z.infer<typeof ZTradingTerms>;
