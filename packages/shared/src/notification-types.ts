/** Notification types of spec part 1 §3. */
export const NOTIFICATION_TYPES = [
  'wallet_unlinked',
  'wallet_linked',
  'collectible_received',
  'steam_privacy_warning',
  'system',
  'other',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
