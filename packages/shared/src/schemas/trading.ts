import { z } from 'zod';
import { CARD_TRANSFER_MESSAGES, TRADABILITY, TRADING_LIMITS, TRADING_MESSAGES } from '../validation/trading.js';
import { validateUsername } from '../validation/username.js';
import { lazySchema } from './lazy-schema.js';
import { ZOwnListing } from './market.js';
import { zRequestId } from './common.js';
import { isBase58OfLength, ZLinkWalletBody } from './wallet.js';

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

/** Whether the text names a recipient: a username or a wallet address (base58 of 32 bytes); the words saying why not otherwise. */
export function validateCardRecipient(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return CARD_TRANSFER_MESSAGES.recipientRequired;
  if (isBase58OfLength(trimmed, 32) || validateUsername(trimmed, 'signup') === null) return null;
  return CARD_TRANSFER_MESSAGES.recipientInvalid;
}

/**
 * A card given to another account (docs/product-rules.md "Trading"): once per request id; the
 * recipient by username or linked wallet; signed by the owner's linked wallet when they have one.
 */
export const ZCardTransferBody = lazySchema(() =>
  z
    .object({
      requestId: zRequestId(),
      recipient: z
        .string({ error: CARD_TRANSFER_MESSAGES.recipientRequired })
        .max(64, CARD_TRANSFER_MESSAGES.recipientInvalid)
        .superRefine((value, ctx) => {
          const message = validateCardRecipient(value);
          if (message) ctx.addIssue({ code: 'custom', message });
        })
        .transform((value) => value.trim()),
      /** The linked wallet's signature of `cardTransferStatement`, with the nonce issued for it. */
      signed: ZLinkWalletBody.omit({ requestId: true }).optional(),
    })
    .strict(),
);
export type TCardTransferBody = z.input<typeof ZCardTransferBody>;

/** The wallet message a transfer signs is issued for its card and recipient. */
export const ZCardTransferNonceBody = lazySchema(() => ZCardTransferBody.pick({ recipient: true }));
export type TCardTransferNonceBody = z.input<typeof ZCardTransferNonceBody>;

/** A card given: which, to whom, when, and the words saying so. */
export const ZCardTransfer = lazySchema(() =>
  z.object({
    id: z.string(),
    card: z.object({ id: z.string(), name: z.string() }),
    recipient: z.object({ username: z.string() }),
    createdAt: z.string(),
    message: z.string(),
  }),
);
export type TCardTransfer = z.infer<typeof ZCardTransfer>;

/** How a holder came to hold a card. */
export const CARD_ACQUISITIONS = ['drawn', 'forged', 'given', 'bought'] as const;

/**
 * A card's holders, its first first (docs/product-rules.md "Trading"): who, how and since when.
 * `username` is null for an account since deleted, and on a shared page for a holder whose profile is private.
 */
export const ZCardOwner = lazySchema(() =>
  z.object({
    username: z.string().nullable(),
    /** Their public profile can be linked. */
    profile: z.boolean(),
    how: z.enum(CARD_ACQUISITIONS),
    since: z.string(),
  }),
);
export type TCardOwner = z.infer<typeof ZCardOwner>;

const ZRefusal = lazySchema(() => z.object({ code: z.string(), message: z.string() }));

/**
 * A card of the user's as trading sees it: its holders; why it cannot be given now (its terms, its
 * days held, the account's trade hold, a play, a listing), or null when it can; its open listing;
 * and why it cannot be listed now (the same, and the market's own rules), or null when it can.
 */
export const ZCardTrading = lazySchema(() =>
  z.object({
    owners: z.array(ZCardOwner),
    giving: ZRefusal.nullable(),
    listing: ZOwnListing.nullable(),
    selling: ZRefusal.nullable(),
    /** The creator's share of a sale of it, in basis points, for the listing dialog's sums. */
    creatorShareBps: z.number().int(),
  }),
);
export type TCardTrading = z.infer<typeof ZCardTrading>;
