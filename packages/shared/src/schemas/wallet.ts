import bs58 from 'bs58';
import { z } from 'zod';
import { PRODUCT_NAME } from '../constants.js';
import { ZUser } from './user.js';

export const WALLET_MESSAGES = {
  invalidPublicKey: 'Invalid wallet public key',
  invalidSignature: 'Invalid wallet signature',
} as const;

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

export const WALLET_LINK_TITLE = `Connect wallet to ${PRODUCT_NAME}`;

export interface WalletLinkMessageParts {
  host: string;
  nonce: string;
  issuedAt: string;
}

/**
 * The text the wallet signs. It names this site's host, so a signature made for another site is
 * useless here, and carries a one-time nonce and the time it was made (spec part 1 §4 "Wallet").
 */
export function buildWalletLinkMessage({ host, nonce, issuedAt }: WalletLinkMessageParts): string {
  return `${WALLET_LINK_TITLE}\nHost: ${host}\nNonce: ${nonce}\nIssued At: ${issuedAt}`;
}

export function parseWalletLinkMessage(message: string): WalletLinkMessageParts | null {
  const match = /^(.*)\nHost: (\S+)\nNonce: (\S+)\nIssued At: (\S+)$/.exec(message);
  if (!match || match[1] !== WALLET_LINK_TITLE) return null;
  return { host: match[2]!, nonce: match[3]!, issuedAt: match[4]! };
}

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
