export { createPayoutWallets } from './payout-wallet.service.js';
export { createSolanaRpc } from './solana-rpc.js';
export { createUsdtTransfers } from './usdt-transfers.service.js';
export { registerWalletRoutes } from './wallet.routes.js';
export { createWalletService } from './wallet.service.js';
export { sweepUnsignedTransfers } from './usdt-transfers.repo.js';
export { sweepWalletNonces } from './wallet-nonces.repo.js';
export { walletFirstSeenBy } from './wallet-link.repo.js';
