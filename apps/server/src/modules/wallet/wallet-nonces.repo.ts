import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { WALLET_LINK_CHAIN_ID, WALLET_LINK_VERSION, WALLET_SIGNATURE_MAX_AGE_MS } from '@arcana/shared';
import type { TWalletNonceResponse } from '@arcana/shared/schemas';
import type { Database } from '../../db/client.js';
import { walletNonces } from '../../db/schema.js';
import { deleteWhere, now, type SweepRule } from '../../lib/sweep.js';
import { badRequest, conflict } from '../../lib/app-error.js';
import type { SiteIdentity } from './signed-message.js';
import { WALLET_LINK_MESSAGES } from './wallet.messages.js';

/**
 * Stores a fresh nonce for this user. The user's expired nonces go at the same time, so the table
 * holds at most what was asked for in the last few minutes.
 */
export async function issueWalletNonce(db: Database, userId: string) {
  const issuedAt = new Date();
  const row = {
    nonce: randomBytes(16).toString('hex'),
    userId,
    createdAt: issuedAt,
    expiresAt: new Date(issuedAt.getTime() + WALLET_SIGNATURE_MAX_AGE_MS),
  };
  await db.delete(walletNonces).where(and(eq(walletNonces.userId, userId), lt(walletNonces.expiresAt, sql`now()`)));
  await db.insert(walletNonces).values(row);
  return row;
}

/** A fresh nonce for this user, with the rest of the Sign-In-With-Solana message the wallet will sign under `statement`. */
export async function issueSignInFields(
  db: Database,
  site: SiteIdentity,
  userId: string,
  statement: string,
): Promise<TWalletNonceResponse> {
  const { nonce, createdAt, expiresAt } = await issueWalletNonce(db, userId);
  return {
    nonce,
    ...site,
    version: WALLET_LINK_VERSION,
    chainId: WALLET_LINK_CHAIN_ID,
    statement,
    issuedAt: createdAt.toISOString(),
    expirationTime: expiresAt.toISOString(),
  };
}

/**
 * Spends the nonce in one conditional UPDATE: only the user it was issued to, only once, only before it
 * expires — on any number of instances, since the database decides. Throws the reason when it cannot.
 */
export async function consumeWalletNonce(db: Database, userId: string, nonce: string): Promise<void> {
  const [spent] = await db
    .update(walletNonces)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(walletNonces.nonce, nonce),
        eq(walletNonces.userId, userId),
        isNull(walletNonces.usedAt),
        gt(walletNonces.expiresAt, sql`now()`),
      ),
    )
    .returning({ nonce: walletNonces.nonce });
  if (spent) return;
  // Only to word the refusal: the UPDATE above has already decided.
  const [own] = await db
    .select({ usedAt: walletNonces.usedAt })
    .from(walletNonces)
    .where(and(eq(walletNonces.nonce, nonce), eq(walletNonces.userId, userId)));
  if (!own) throw badRequest('NONCE_NOT_ISSUED', WALLET_LINK_MESSAGES.notYourNonce);
  if (own.usedAt) throw conflict('SIGNATURE_REPLAYED', WALLET_LINK_MESSAGES.replayed);
  throw badRequest('SIGNATURE_EXPIRED', WALLET_LINK_MESSAGES.expired);
}

export const sweepWalletNonces: SweepRule = (tx) => deleteWhere(tx, walletNonces, lt(walletNonces.expiresAt, now));
