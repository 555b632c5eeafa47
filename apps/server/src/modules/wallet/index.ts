export { walletFirstSeenBy } from './wallet-link.repo.js';
export { checkSignedLinkMessage, siteIdentity, type SiteIdentity } from './signed-message.js';
export { consumeWalletNonce, issueSignInFields } from './wallet-nonces.repo.js';
export type { UsdtTransfers } from './usdt-transfers.service.js';
