import { WALLET_LINK_STATEMENT } from '@arcana/shared';
import type { TLinkWalletBody } from '@arcana/shared/schemas';
import { conflict } from '../../lib/app-error.js';
import type { Platform } from '../../platform/platform.js';
import { noteCredentialsChanged, takenUserField, type UserRow } from '../users/index.js';
import { findUserIdByWallet, rememberWallet, setWalletKey } from './wallet-link.repo.js';
import { checkSignedLinkMessage, siteIdentity } from './signed-message.js';
import { consumeWalletNonce, issueSignInFields } from './wallet-nonces.repo.js';
import { WALLET_LINK_MESSAGES } from './wallet.messages.js';
import { WALLET_NOTICES } from './wallet-notices.js';
import { oweNotices } from '../notifications/index.js';

type Deps = Pick<Platform, 'db' | 'config'>;

export function createWalletService({ db, config }: Deps) {
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
          if (user.walletPublicKey !== input.publicKey)
            await oweNotices(tx, [{ userId: user.id, notice: WALLET_NOTICES.linked(input.publicKey), requestId: input.requestId }]);
          // Another wallet in place of the linked one signs the account's transfers from now: the trade hold starts again.
          if (user.walletPublicKey && user.walletPublicKey !== input.publicKey) await noteCredentialsChanged(tx, user.id);
        })
        .catch((error: unknown) => {
          if (takenUserField(error) === 'wallet') throw conflict('WALLET_TAKEN', WALLET_LINK_MESSAGES.taken);
          throw error;
        });
    },

    async unlink(user: UserRow, requestId: string | null): Promise<void> {
      if (!user.walletPublicKey) return;
      const publicKey = user.walletPublicKey;
      await db.transaction(async (tx) => {
        await setWalletKey(tx, user.id, null);
        // Without it the account's transfers are signed by nobody: the trade hold starts again.
        await noteCredentialsChanged(tx, user.id);
        await oweNotices(tx, [{ userId: user.id, notice: WALLET_NOTICES.unlinked(publicKey), requestId }]);
      });
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
