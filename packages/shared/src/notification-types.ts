/**
 * Notification types (docs/product-rules.md "Notifications"); usdt_sent (the wallet's transfers),
 * collection_reviewed (a creator's review), review_waiting (an admin's review to do), draws_earned
 * (a rule's grant), card_sold (a sale on the market), refund_due (a payment after its listing
 * closed) and listing_withdrawn (listings the market closed) are ours.
 */
export const NOTIFICATION_TYPES = [
  'wallet_unlinked',
  'wallet_linked',
  'collectible_received',
  'steam_privacy_warning',
  'system',
  'other',
  'usdt_sent',
  'collection_reviewed',
  'review_waiting',
  'draws_earned',
  'card_sold',
  'refund_due',
  'listing_withdrawn',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
