import { z } from 'zod';
import { ZUser } from './user.js';
import { isBase58OfLength, WALLET_MESSAGES } from '../wallet-message.js';

export const zSolanaPublicKey = () =>
  z
    .string({ error: WALLET_MESSAGES.invalidPublicKey })
    .max(64)
    .refine((v) => isBase58OfLength(v, 32), WALLET_MESSAGES.invalidPublicKey);

export const ZLinkWalletBody = z.object({
  publicKey: zSolanaPublicKey(),
  signature: z
    .string({ error: WALLET_MESSAGES.invalidSignature })
    .max(128)
    .refine((v) => isBase58OfLength(v, 64), WALLET_MESSAGES.invalidSignature),
  message: z.string().min(1).max(512),
  nonce: z.string().min(16).max(128),
});
export type TLinkWalletBody = z.input<typeof ZLinkWalletBody>;

export const ZWalletLinkResponse = z.object({ message: z.string(), user: ZUser });
export type TWalletLinkResponse = z.infer<typeof ZWalletLinkResponse>;

export const ZWalletBalances = z.object({ publicKey: z.string(), sol: z.number(), usdt: z.number() });
export type TWalletBalances = z.infer<typeof ZWalletBalances>;
