import { ADDRESS_VISIBLE_CHARS, PRODUCT_NAME } from './constants.js';
import type { TWalletNonceResponse } from './schemas/wallet.js';

export const WALLET_MESSAGES = {
  invalidPublicKey: 'Invalid wallet public key',
  invalidSignature: 'Invalid wallet signature',
} as const;

/** The fixed parts of the link message; the server issues them with the nonce and checks them on the way back. */
export const WALLET_LINK_STATEMENT = `Connect wallet to ${PRODUCT_NAME}`;
export const WALLET_LINK_VERSION = '1';
/** What a creator signs to prove a wallet theirs as a project's payout wallet: never a link message, never another project's. */
export const payoutWalletStatement = (slug: string) => `Receive donations to ${slug} on ${PRODUCT_NAME}`;
/** Solana mainnet as Sign-In-With-Solana writes it (docs/decisions/006-wallet-sign-in-with-solana.md). */
export const WALLET_LINK_CHAIN_ID = 'mainnet';

/** Every field of a link message: what the server issued with the nonce, plus the signing wallet's address. */
export type WalletSignInFields = TWalletNonceResponse & { address: string };

const HEADER_SUFFIX = ' wants you to sign in with your Solana account:';

/** The labelled lines, in the order Sign-In-With-Solana (CAIP-122) writes them. */
const LABELLED_FIELDS = [
  ['uri', 'URI'],
  ['version', 'Version'],
  ['chainId', 'Chain ID'],
  ['nonce', 'Nonce'],
  ['issuedAt', 'Issued At'],
  ['expirationTime', 'Expiration Time'],
] as const satisfies readonly (readonly [keyof WalletSignInFields, string])[];
type LabelledKey = (typeof LABELLED_FIELDS)[number][0];

/**
 * The text the wallet signs, byte for byte what a wallet's own `signIn` builds from the same fields,
 * so the server checks one format whichever way the client signed.
 */
export function buildWalletSignInMessage(fields: WalletSignInFields): string {
  return [
    `${fields.domain}${HEADER_SUFFIX}`,
    fields.address,
    '',
    fields.statement,
    '',
    ...LABELLED_FIELDS.map(([key, label]) => `${label}: ${fields[key]}`),
  ].join('\n');
}

/** The fields of a message in exactly that format (every field present, nothing else), or null. */
export function parseWalletSignInMessage(message: string): WalletSignInFields | null {
  const [header, address, gap, statement, secondGap, ...lines] = message.split('\n');
  const domain = header?.endsWith(HEADER_SUFFIX) ? header.slice(0, -HEADER_SUFFIX.length) : '';
  if (!domain || !address || gap !== '' || !statement || secondGap !== '' || lines.length !== LABELLED_FIELDS.length) return null;
  const labelled: Partial<Record<LabelledKey, string>> = {};
  for (const [i, [key, label]] of LABELLED_FIELDS.entries()) {
    const value = lines[i]!.startsWith(`${label}: `) ? lines[i]!.slice(label.length + 2) : '';
    if (!value) return null;
    labelled[key] = value;
  }
  return { domain, address, statement, ...(labelled as Record<LabelledKey, string>) };
}

/** An address as the product shows it: first 4 … last 4 (docs/product-rules.md "Wallet"). */
export const shortAddress = (key: string) =>
  key.length > 2 * ADDRESS_VISIBLE_CHARS ? `${key.slice(0, ADDRESS_VISIBLE_CHARS)}...${key.slice(-ADDRESS_VISIBLE_CHARS)}` : key;
