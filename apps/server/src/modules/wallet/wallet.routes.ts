import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { WALLET_PATHS } from '@arcana/shared';
import {
  ZConfirmUsdtTransferBody,
  ZLinkWalletBody,
  ZMessageResponse,
  ZPreparedUsdtTransfer,
  ZProjectIdParams,
  ZPublicKeyParams,
  ZUsdtTransfer,
  ZUsdtTransferBody,
  ZUsdtTransferList,
  ZWalletBalances,
  ZUnlinkWalletBody,
  ZWalletLinkResponse,
  ZWalletNonceResponse,
} from '@arcana/shared/schemas';
import { forbidden } from '../../lib/app-error.js';
import type { Platform } from '../../platform/platform.js';
import { authOf, requireRecentProof } from '../sessions/index.js';
import { loadProfile, presentUser } from '../users/index.js';
import type { AuthGuard } from '../sessions/index.js';
import type { PayoutWallets } from './payout-wallet.service.js';
import type { SolanaRpc } from './solana-rpc.js';
import type { UsdtTransfers } from './usdt-transfers.service.js';
import type { WalletService } from './wallet.service.js';

export interface WalletParts {
  wallet: WalletService;
  solana: SolanaRpc;
  usdtTransfers: UsdtTransfers;
  payoutWallets: PayoutWallets;
  requireAuth: AuthGuard;
}

export function registerWalletRoutes(
  fastify: FastifyInstance,
  deps: Platform,
  { wallet: service, solana, usdtTransfers: transfers, payoutWallets, requireAuth: preHandler }: WalletParts,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['wallet'];

  const answer = async (userId: string, message: string) => {
    const profile = await loadProfile(deps.db, { id: userId });
    if (!profile) throw new Error('user vanished while linking a wallet');
    return { message, user: presentUser(profile) };
  };

  app.post(WALLET_PATHS.nonce, { preHandler, schema: { tags, response: { 200: ZWalletNonceResponse } } }, (req) =>
    service.issueNonce(authOf(req).user),
  );

  app.post(
    WALLET_PATHS.link,
    { preHandler, schema: { tags, body: ZLinkWalletBody, response: { 200: ZWalletLinkResponse } } },
    async (req) => {
      const auth = authOf(req);
      const { user } = auth;
      // Linking over another wallet unlinks that one: sudo mode, as unlinking is (checked before anything is spent).
      if (user.walletPublicKey && user.walletPublicKey !== req.body.publicKey) requireRecentProof(auth, deps.config.reauthWindowSeconds);
      await service.link(user, req.body);
      return answer(user.id, 'Wallet linked');
    },
  );

  // Unlinking hands the wallet's cards back to whoever links it next: sudo mode.
  app.post(
    WALLET_PATHS.unlink,
    { preHandler, config: { recentAuth: true }, schema: { tags, body: ZUnlinkWalletBody, response: { 200: ZWalletLinkResponse } } },
    async (req) => {
      const { user } = authOf(req);
      await service.unlink(user, req.body?.requestId ?? null);
      return answer(user.id, 'Wallet unlinked');
    },
  );

  // A project's payout wallet, proved by its creator's signature as a link is; observers are refused by the read-only hook.
  app.post(
    WALLET_PATHS.payoutNonce,
    { preHandler, schema: { tags, params: ZProjectIdParams, response: { 200: ZWalletNonceResponse } } },
    (req) => payoutWallets.issueNonce(authOf(req).user, req.params.projectId),
  );
  app.put(
    WALLET_PATHS.payoutWallet,
    { preHandler, schema: { tags, params: ZProjectIdParams, body: ZLinkWalletBody, response: { 200: ZMessageResponse } } },
    (req) => payoutWallets.set(authOf(req).user, req.params.projectId, req.body),
  );
  app.delete(
    WALLET_PATHS.payoutWallet,
    { preHandler, schema: { tags, params: ZProjectIdParams, response: { 200: ZMessageResponse } } },
    (req) => payoutWallets.clear(authOf(req).user, req.params.projectId),
  );

  // Balances of the user's own wallet (or any, for an admin): not an open proxy to the RPC node.
  app.get(WALLET_PATHS.balances, { preHandler, schema: { tags, params: ZPublicKeyParams, response: { 200: ZWalletBalances } } }, (req) => {
    const { user } = authOf(req);
    if (!user.isAdmin && user.walletPublicKey !== req.params.publicKey)
      throw forbidden('NOT_YOUR_WALLET', 'You can only view the balances of your own wallet');
    return solana.balances(req.params.publicKey);
  });

  // Prepares the transaction the linked wallet will sign and send; observers are refused by the read-only hook.
  app.post(
    WALLET_PATHS.transferUsdt,
    { preHandler, schema: { tags, body: ZUsdtTransferBody, response: { 200: ZPreparedUsdtTransfer } } },
    (req) => transfers.prepare(authOf(req).user, req.body),
  );

  // 200 once the network confirmed it; 202 while it has not yet (ask again with the same body).
  app.post(
    WALLET_PATHS.confirmUsdtTransfer,
    { preHandler, schema: { tags, body: ZConfirmUsdtTransferBody, response: { 200: ZUsdtTransfer, 202: ZUsdtTransfer } } },
    async (req, reply) => {
      const { transfer, settled } = await transfers.confirm(authOf(req).user.id, req.body);
      return reply.code(settled ? 200 : 202).send(transfer);
    },
  );

  // A GET writes nothing for an observer: the transfers are listed as stored, none settled (and so none notified).
  app.get(WALLET_PATHS.usdtTransfers, { preHandler, schema: { tags, response: { 200: ZUsdtTransferList } } }, async (req) => {
    const auth = authOf(req);
    return { transfers: await transfers.recent(auth.user.id, { settle: !auth.actorId }) };
  });
}
