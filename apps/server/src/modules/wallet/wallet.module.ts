import { offering } from '../../platform/app-module.js';
import type { Platform } from '../../platform/platform.js';
import type { AuthGuard } from '../sessions/index.js';
import { createPayoutWallets } from './payout-wallet.service.js';
import { createSolanaRpc } from './solana-rpc.js';
import { sweepUnsignedTransfers } from './usdt-transfers.repo.js';
import { createUsdtTransfers } from './usdt-transfers.service.js';
import { sweepWalletNonces } from './wallet-nonces.repo.js';
import { registerWalletRoutes, type WalletParts } from './wallet.routes.js';
import { createWalletService } from './wallet.service.js';

/** A Phantom wallet linked by its signature, USDT transfers confirmed on chain, projects' payout wallets. */
export function createWalletModule(platform: Platform, { requireAuth }: { requireAuth: AuthGuard }) {
  const solana = createSolanaRpc(platform.config.solana);
  const parts: WalletParts = {
    wallet: createWalletService(platform),
    solana,
    usdtTransfers: createUsdtTransfers({ ...platform, solana }),
    payoutWallets: createPayoutWallets(platform),
    requireAuth,
  };
  return offering(
    {
      name: 'wallet',
      routes: (api) => registerWalletRoutes(api, platform, parts),
      sweeps: { wallet_nonces: sweepWalletNonces, usdt_transfers: sweepUnsignedTransfers },
      jobs: { 'usdt.settle': parts.usdtTransfers.settleJob() },
    },
    { usdtTransfers: parts.usdtTransfers },
  );
}
