import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';
import { ZUser } from './user.js';
import bs58 from 'bs58';
import { WALLET_MESSAGES } from '../wallet-message.js';
import { zRequestId } from './common.js';

/** Base58 that decodes to exactly `bytes` bytes (32 for a Solana public key, 64 for a signature). */
export function isBase58OfLength(value: string, bytes: number): boolean {
  try {
    return bs58.decode(value).length === bytes;
  } catch {
    return false;
  }
}

export const zSolanaPublicKey = () =>
  z
    .string({ error: WALLET_MESSAGES.invalidPublicKey })
    .max(64)
    .refine((v) => isBase58OfLength(v, 32), WALLET_MESSAGES.invalidPublicKey);

export const ZLinkWalletBody = lazySchema(() =>
  z.object({
    publicKey: zSolanaPublicKey(),
    signature: z
      .string({ error: WALLET_MESSAGES.invalidSignature })
      .max(128)
      .refine((v) => isBase58OfLength(v, 64), WALLET_MESSAGES.invalidSignature),
    message: z.string().min(1).max(512),
    nonce: z.string().min(16).max(128),
    /** Names this tab's request in the notification it causes, so that tab does not announce it twice. */
    requestId: zRequestId().optional(),
  }),
);
export type TLinkWalletBody = z.input<typeof ZLinkWalletBody>;

/** Unlinking takes no input but the tab's own request id (a client may send no body at all). */
export const ZUnlinkWalletBody = lazySchema(() => z.object({ requestId: zRequestId().optional() }).nullish());
export type TUnlinkWalletBody = z.input<typeof ZUnlinkWalletBody>;

/** A single-use nonce issued to the signed-in user, with every other field of the message to sign. */
export const ZWalletNonceResponse = lazySchema(() =>
  z.object({
    nonce: z.string(),
    domain: z.string(),
    uri: z.string(),
    version: z.string(),
    chainId: z.string(),
    statement: z.string(),
    issuedAt: z.string(),
    expirationTime: z.string(),
  }),
);
export type TWalletNonceResponse = z.infer<typeof ZWalletNonceResponse>;

export const ZWalletLinkResponse = lazySchema(() => z.object({ message: z.string(), user: ZUser }));
export type TWalletLinkResponse = z.infer<typeof ZWalletLinkResponse>;

export const ZWalletBalances = lazySchema(() => z.object({ publicKey: z.string(), sol: z.number(), usdt: z.number() }));
export type TWalletBalances = z.infer<typeof ZWalletBalances>;
