import { eq, sql } from 'drizzle-orm';
import { parseWalletLinkMessage, WALLET_SIGNATURE_MAX_AGE_MS, WALLET_SIGNATURE_MAX_SKEW_MS } from '@arcana/shared';
import { type TLinkWalletBody } from '@arcana/shared/schemas';
import { users, walletNonces } from '../../db/schema.js';
import { badRequest, conflict } from '../../lib/app-error.js';
import type { AppDeps } from '../../deps.js';
import type { UserRow } from '../users/users.repo.js';
import { verifyWalletSignature } from './ed25519.js';
import { isUniqueViolation } from '../../lib/db-errors.js';

export const WALLET_LINK_MESSAGES = {
  badMessage: 'The signed message is not a wallet link request',
  nonceMismatch: 'The nonce does not match the signed message',
  otherSite: 'This signature was made for another site',
  expired: 'This signature has expired. Please sign again.',
  future: 'This signature is dated in the future. Check your clock and sign again.',
  badSignature: 'The signature does not match this wallet',
  replayed: 'This signature has already been used. Please sign again.',
  taken: 'This wallet is already linked to another account',
} as const;

type Deps = Pick<AppDeps, 'db' | 'config' | 'bus'>;

export function createWalletService({ db, config, bus }: Deps) {
  const host = new URL(config.publicUrl).host;

  /** Every way a link request can be refused, before anything is written. */
  function checkSignedMessage(input: Required<TLinkWalletBody>) {
    const parts = parseWalletLinkMessage(input.message);
    if (!parts) throw badRequest('INVALID_SIGNATURE', WALLET_LINK_MESSAGES.badMessage);
    if (parts.nonce !== input.nonce) throw badRequest('INVALID_SIGNATURE', WALLET_LINK_MESSAGES.nonceMismatch);
    if (parts.host !== host) throw badRequest('INVALID_SIGNATURE', WALLET_LINK_MESSAGES.otherSite);
    const issuedAt = Date.parse(parts.issuedAt);
    if (Number.isNaN(issuedAt)) throw badRequest('INVALID_SIGNATURE', WALLET_LINK_MESSAGES.badMessage);
    if (Date.now() - issuedAt > WALLET_SIGNATURE_MAX_AGE_MS) throw badRequest('SIGNATURE_EXPIRED', WALLET_LINK_MESSAGES.expired);
    if (issuedAt - Date.now() > WALLET_SIGNATURE_MAX_SKEW_MS) throw badRequest('SIGNATURE_EXPIRED', WALLET_LINK_MESSAGES.future);
    if (!verifyWalletSignature(input.publicKey, input.message, input.signature)) {
      throw badRequest('INVALID_SIGNATURE', WALLET_LINK_MESSAGES.badSignature);
    }
  }

  return {
    /** Links the wallet whose key signed this site's message; the signature proves the user holds the key. */
    async link(user: UserRow, input: Required<TLinkWalletBody>): Promise<void> {
      checkSignedMessage(input);
      const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.walletPublicKey, input.publicKey)).limit(1);
      if (owner && owner.id !== user.id) throw conflict('WALLET_TAKEN', WALLET_LINK_MESSAGES.taken);
      await db
        .transaction(async (tx) => {
          const [fresh] = await tx
            .insert(walletNonces)
            .values({
              nonce: input.nonce,
              userId: user.id,
              usedAt: new Date(),
              expiresAt: new Date(Date.now() + WALLET_SIGNATURE_MAX_AGE_MS),
            })
            .onConflictDoNothing()
            .returning();
          if (!fresh) throw conflict('SIGNATURE_REPLAYED', WALLET_LINK_MESSAGES.replayed);
          await tx
            .update(users)
            .set({ walletPublicKey: input.publicKey, updatedAt: sql`now()` })
            .where(eq(users.id, user.id));
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw conflict('WALLET_TAKEN', WALLET_LINK_MESSAGES.taken);
          throw error;
        });
      if (user.walletPublicKey !== input.publicKey) await bus.emit('walletLinked', { userId: user.id, publicKey: input.publicKey });
    },

    async unlink(user: UserRow): Promise<void> {
      if (!user.walletPublicKey) return;
      await db
        .update(users)
        .set({ walletPublicKey: null, updatedAt: sql`now()` })
        .where(eq(users.id, user.id));
      await bus.emit('walletUnlinked', { userId: user.id, publicKey: user.walletPublicKey });
    },
  };
}
