import { WALLET_LINK_STATEMENT } from '@arcana/shared';
import type { TLinkWalletBody } from '@arcana/shared/schemas';
import { conflict } from '../../lib/app-error.js';
import type { AppDeps } from '../../deps.js';
import { takenUserField, type UserRow } from '../users/index.js';
import { findUserIdByWallet, rememberWallet, setWalletKey } from './wallet-link.repo.js';
import { checkSignedLinkMessage, siteIdentity } from './signed-message.js';
import { consumeWalletNonce, issueSignInFields } from './wallet-nonces.repo.js';
import { WALLET_LINK_MESSAGES } from './wallet.messages.js';

type Deps = Pick<AppDeps, 'db' | 'config' | 'bus'>;

export function createWalletService({ db, config, bus }: Deps) {
  const site = siteIdentity(config.publicUrl);

  return {
    /** A nonce for this user only, with the rest of the Sign-In-With-Solana message the wallet will sign. */
    issueNonce: (user: UserRow) => issueSignInFields(db, site, user.id, WALLET_LINK_STATEMENT),

    /**
     * Links the wallet whose key signed this site's message. The nonce was issued to this user, so a
     * signature made while signed in to one account can never link another; it is spent with the link.
     */
    async link(user: UserRow, input: TLinkWalletBody): Promise<void> {
      checkSignedLinkMessage(input, site, Date.now());
      const ownerId = await findUserIdByWallet(db, input.publicKey);
      if (ownerId && ownerId !== user.id) throw conflict('WALLET_TAKEN', WALLET_LINK_MESSAGES.taken);
      await db
        .transaction(async (tx) => {
          await consumeWalletNonce(tx, user.id, input.nonce);
          await setWalletKey(tx, user.id, input.publicKey);
          await rememberWallet(tx, input.publicKey, user.id);
        })
        .catch((error: unknown) => {
          if (takenUserField(error) === 'wallet') throw conflict('WALLET_TAKEN', WALLET_LINK_MESSAGES.taken);
          throw error;
        });
      if (user.walletPublicKey !== input.publicKey)
        await bus.emit('walletLinked', { userId: user.id, publicKey: input.publicKey, requestId: input.requestId ?? null });
    },

    async unlink(user: UserRow, requestId: string | null): Promise<void> {
      if (!user.walletPublicKey) return;
      await setWalletKey(db, user.id, null);
      await bus.emit('walletUnlinked', { userId: user.id, publicKey: user.walletPublicKey, requestId });
    },
  };
}
