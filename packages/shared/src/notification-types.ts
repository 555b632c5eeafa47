/** Notification types (docs/product-rules.md "Notifications"); usdt_sent is ours, for the wallet's transfers. */
export const NOTIFICATION_TYPES = [
  'wallet_unlinked',
  'wallet_linked',
  'collectible_received',
  'steam_privacy_warning',
  'system',
  'other',
  'usdt_sent',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
