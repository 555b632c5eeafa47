import { eq, sql } from 'drizzle-orm';
import { WALLET_LINK_CHAIN_ID, WALLET_LINK_STATEMENT, WALLET_LINK_VERSION } from '@arcana/shared';
import type { TLinkWalletBody, TWalletNonceResponse } from '@arcana/shared/schemas';
import { users } from '../../db/schema.js';
import { conflict } from '../../lib/app-error.js';
import type { AppDeps } from '../../deps.js';
import type { UserRow } from '../users/users.repo.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { checkSignedLinkMessage, siteIdentity } from './signed-message.js';
import { consumeWalletNonce, issueWalletNonce } from './wallet-nonces.repo.js';
import { WALLET_LINK_MESSAGES } from './wallet.messages.js';

type Deps = Pick<AppDeps, 'db' | 'config' | 'bus'>;

export function createWalletService({ db, config, bus }: Deps) {
  const site = siteIdentity(config.publicUrl);

  return {
    /** A nonce for this user only, with the rest of the Sign-In-With-Solana message the wallet will sign. */
    async issueNonce(user: UserRow): Promise<TWalletNonceResponse> {
      const { nonce, createdAt, expiresAt } = await issueWalletNonce(db, user.id);
      return {
        nonce,
        ...site,
        version: WALLET_LINK_VERSION,
        chainId: WALLET_LINK_CHAIN_ID,
        statement: WALLET_LINK_STATEMENT,
        issuedAt: createdAt.toISOString(),
        expirationTime: expiresAt.toISOString(),
      };
    },

    /**
     * Links the wallet whose key signed this site's message. The nonce was issued to this user, so a
     * signature made while signed in to one account can never link another; it is spent with the link.
     */
    async link(user: UserRow, input: Required<TLinkWalletBody>): Promise<void> {
      checkSignedLinkMessage(input, site, Date.now());
      const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.walletPublicKey, input.publicKey)).limit(1);
      if (owner && owner.id !== user.id) throw conflict('WALLET_TAKEN', WALLET_LINK_MESSAGES.taken);
      await db
        .transaction(async (tx) => {
          await consumeWalletNonce(tx, user.id, input.nonce);
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
