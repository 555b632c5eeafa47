import {
  parseWalletSignInMessage,
  WALLET_LINK_CHAIN_ID,
  WALLET_LINK_STATEMENT,
  WALLET_LINK_VERSION,
  WALLET_SIGNATURE_MAX_SKEW_MS,
  type WalletSignInFields,
} from '@arcana/shared';
import type { TLinkWalletBody } from '@arcana/shared/schemas';
import { badRequest, type AppError } from '../../lib/app-error.js';
import { verifyWalletSignature } from './ed25519.js';
import { WALLET_LINK_MESSAGES as M } from './wallet.messages.js';

/** Where this server is reached: the domain (host with port) and URI a genuine link message names. */
export interface SiteIdentity {
  domain: string;
  uri: string;
}

export const siteIdentity = (publicUrl: string): SiteIdentity => ({ domain: new URL(publicUrl).host, uri: publicUrl });

/** The fields this server issues the same to everyone, each with the refusal a different value earns. */
const fixedFields = (site: SiteIdentity, statement: string): [keyof WalletSignInFields, string, () => AppError][] => [
  ['domain', site.domain, () => badRequest('SIGNATURE_OTHER_SITE', M.otherSite)],
  ['uri', site.uri, () => badRequest('SIGNATURE_OTHER_SITE', M.otherSite)],
  ['statement', statement, () => badRequest('INVALID_SIGNATURE', M.badMessage)],
  ['version', WALLET_LINK_VERSION, () => badRequest('INVALID_SIGNATURE', M.badMessage)],
  ['chainId', WALLET_LINK_CHAIN_ID, () => badRequest('SIGNATURE_OTHER_NETWORK', M.otherChain)],
];

/**
 * Every check on a signed wallet message that needs no database, field by field, then the signature:
 * a link's, or another proof of a wallet's (a payout wallet's) with its own statement. Whether the nonce
 * was issued to the caller and is still unused is settled when it is consumed.
 */
export function checkSignedLinkMessage(input: TLinkWalletBody, site: SiteIdentity, now: number, statement = WALLET_LINK_STATEMENT): void {
  const fields = parseWalletSignInMessage(input.message);
  if (!fields) throw badRequest('INVALID_SIGNATURE', M.badMessage);
  if (fields.nonce !== input.nonce) throw badRequest('INVALID_SIGNATURE', M.nonceMismatch);
  if (fields.address !== input.publicKey) throw badRequest('INVALID_SIGNATURE', M.otherWallet);
  for (const [key, expected, refusal] of fixedFields(site, statement)) {
    if (fields[key] !== expected) throw refusal();
  }
  const issuedAt = Date.parse(fields.issuedAt);
  const expiresAt = Date.parse(fields.expirationTime);
  if (Number.isNaN(issuedAt) || Number.isNaN(expiresAt)) throw badRequest('INVALID_SIGNATURE', M.badMessage);
  if (issuedAt - now > WALLET_SIGNATURE_MAX_SKEW_MS) throw badRequest('SIGNATURE_NOT_YET_VALID', M.future);
  if (expiresAt <= now) throw badRequest('SIGNATURE_EXPIRED', M.expired);
  if (!verifyWalletSignature(input.publicKey, input.message, input.signature)) throw badRequest('INVALID_SIGNATURE', M.badSignature);
}
