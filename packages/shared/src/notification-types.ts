/** Notification types of spec part 1 §3, and usdt_sent for the wallet's transfers (issue 14). */
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
