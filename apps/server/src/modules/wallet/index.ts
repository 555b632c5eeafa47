export { walletFirstSeenBy } from './wallet-link.repo.js';
