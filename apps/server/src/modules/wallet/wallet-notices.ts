import { shortAddress } from '@arcana/shared';
import type { Notice } from '../../outbox/domain-event-types.js';

/** The notices of docs/product-rules.md "Notifications" that a wallet's link and unlink owe. */
export const WALLET_NOTICES = {
  linked: (publicKey: string): Notice => ({
    type: 'wallet_linked',
    title: 'Wallet Connected',
    message: `Wallet ${shortAddress(publicKey)} is now linked to your account.`,
    redirectUrl: '/inventory',
  }),
  unlinked: (publicKey: string): Notice => ({
    type: 'wallet_unlinked',
    title: 'Wallet Disconnected',
    message: `Wallet ${shortAddress(publicKey)} is no longer linked to your account.`,
    redirectUrl: '/settings?tab=integrations',
  }),
};
