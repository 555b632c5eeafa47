import { payoutWalletStatement, REWARD_MESSAGES } from '@arcana/shared';
import type { TLinkWalletBody, TMessageResponse, TWalletNonceResponse } from '@arcana/shared/schemas';
import type { Platform } from '../../platform/platform.js';
import { ownProject, requireCreator } from '../projects/index.js';
import type { UserRow } from '../users/index.js';
import { setPayoutWallet } from './payout-wallet.repo.js';
import { checkSignedLinkMessage, siteIdentity } from './signed-message.js';
import { consumeWalletNonce, issueSignInFields } from './wallet-nonces.repo.js';

/**
 * A project's payout wallet (docs/product-rules.md "Earning rules"): its creator proves the wallet
 * theirs by signing a message naming the project, with a nonce issued to them, as a wallet link is
 * proved; a link's signature never sets it, nor another project's.
 */
export function createPayoutWallets({ db, config }: Pick<Platform, 'db' | 'config'>) {
  const site = siteIdentity(config.publicUrl);

  async function creatorsProject(user: UserRow, projectId: string) {
    requireCreator(user);
    return ownProject(db, user, projectId);
  }

  return {
    async issueNonce(user: UserRow, projectId: string): Promise<TWalletNonceResponse> {
      const project = await creatorsProject(user, projectId);
      return issueSignInFields(db, site, user.id, payoutWalletStatement(project.slug));
    },

    async set(user: UserRow, projectId: string, input: TLinkWalletBody): Promise<TMessageResponse> {
      const project = await creatorsProject(user, projectId);
      checkSignedLinkMessage(input, site, Date.now(), payoutWalletStatement(project.slug));
      await db.transaction(async (tx) => {
        await consumeWalletNonce(tx, user.id, input.nonce);
        await setPayoutWallet(tx, projectId, input.publicKey);
      });
      return { message: REWARD_MESSAGES.payoutWalletSet };
    },

    async clear(user: UserRow, projectId: string): Promise<TMessageResponse> {
      await creatorsProject(user, projectId);
      await setPayoutWallet(db, projectId, null);
      return { message: REWARD_MESSAGES.payoutWalletCleared };
    },
  };
}

export type PayoutWallets = ReturnType<typeof createPayoutWallets>;
