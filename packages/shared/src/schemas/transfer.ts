import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';
import { TRANSFER_MESSAGES, validateUsdtAmount } from '../validation/transfer.js';
import { isBase58OfLength } from './wallet.js';

/** Whether the text can be a wallet address to send to; the message saying why not otherwise. */
export function validateRecipient(text: string, ownAddress?: string | null): string | null {
  const trimmed = text.trim();
  if (!trimmed) return TRANSFER_MESSAGES.recipientRequired;
  if (trimmed.length > 64 || !isBase58OfLength(trimmed, 32)) return TRANSFER_MESSAGES.recipientInvalid;
  if (ownAddress && trimmed === ownAddress) return TRANSFER_MESSAGES.recipientIsSelf;
  return null;
}

const zRuled = (rule: (value: string) => string | null, requiredMessage: string) =>
  z.string({ error: requiredMessage }).superRefine((value, ctx) => {
    const message = rule(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

export const ZUsdtTransferBody = lazySchema(() =>
  z.object({
    recipient: zRuled((value) => validateRecipient(value), TRANSFER_MESSAGES.recipientRequired).transform((value) => value.trim()),
    /** Decimal text ('12.5'), never a float: amounts are counted in millionths exactly. */
    amount: zRuled(validateUsdtAmount, TRANSFER_MESSAGES.amountRequired),
    /** A donation to this collection: the recipient is its project's payout wallet (docs/product-rules.md "Earning rules"). */
    collectionId: z.uuid().optional(),
  }),
);
export type TUsdtTransferBody = z.input<typeof ZUsdtTransferBody>;

export const ZPreparedUsdtTransfer = lazySchema(() =>
  z.object({
    transferId: z.uuid(),
    /** The transaction's message, base58: what Phantom signs and sends. */
    message: z.string(),
    /** The same transaction unsigned, base64 wire format, for wallets that take a whole transaction. */
    transaction: z.string(),
    recipient: z.string(),
    amount: z.string(),
    /** The recipient had no USDT account yet: this transaction makes it, and the sender pays its rent. */
    createsRecipientAccount: z.boolean(),
    /** SOL the sender pays: the network fee, plus that rent when the account is made. */
    solCost: z.number(),
    lastValidBlockHeight: z.number().int(),
  }),
);
export type TPreparedUsdtTransfer = z.infer<typeof ZPreparedUsdtTransfer>;

export const ZConfirmUsdtTransferBody = lazySchema(() =>
  z.object({
    transferId: z.uuid(TRANSFER_MESSAGES.notFound),
    signature: z
      .string({ error: TRANSFER_MESSAGES.signatureInvalid })
      .max(128)
      .refine((value) => isBase58OfLength(value, 64), TRANSFER_MESSAGES.signatureInvalid),
  }),
);
export type TConfirmUsdtTransferBody = z.input<typeof ZConfirmUsdtTransferBody>;

/** prepared: waiting for the wallet; submitted: signed and sent, not confirmed yet; the rest are final. */
export const USDT_TRANSFER_STATUSES = ['prepared', 'submitted', 'confirmed', 'failed', 'expired'] as const;

export const ZUsdtTransfer = lazySchema(() =>
  z.object({
    id: z.uuid(),
    from: z.string(),
    to: z.string(),
    amount: z.string(),
    status: z.enum(USDT_TRANSFER_STATUSES),
    signature: z.string().nullable(),
    createdAt: z.string(),
    confirmedAt: z.string().nullable(),
  }),
);
export type TUsdtTransfer = z.infer<typeof ZUsdtTransfer>;

export const ZUsdtTransferList = lazySchema(() => z.object({ transfers: z.array(ZUsdtTransfer) }));
export type TUsdtTransferList = z.infer<typeof ZUsdtTransferList>;
