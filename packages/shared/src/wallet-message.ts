import { ADDRESS_VISIBLE_CHARS, PRODUCT_NAME } from './constants.js';

export const WALLET_MESSAGES = {
  invalidPublicKey: 'Invalid wallet public key',
  invalidSignature: 'Invalid wallet signature',
} as const;

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

/** An address as the product shows it: first 4 … last 4 (spec part 1 §9). */
export const shortAddress = (key: string) =>
  key.length > 2 * ADDRESS_VISIBLE_CHARS ? `${key.slice(0, ADDRESS_VISIBLE_CHARS)}...${key.slice(-ADDRESS_VISIBLE_CHARS)}` : key;
