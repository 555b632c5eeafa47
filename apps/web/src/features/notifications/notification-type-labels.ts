import type { NotificationType } from '@arcana/shared';

/** Each type of notification as a person names it, the most frequent first (Settings › Notifications lists them so). */
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  collectible_received: 'Cards collected',
  draws_earned: 'Draws earned',
  wallet_linked: 'Wallet linked',
  wallet_unlinked: 'Wallet unlinked',
  usdt_sent: 'USDT sent',
  card_sold: 'Cards sold',
  refund_due: 'Refunds owed',
  listing_withdrawn: 'Listings withdrawn',
  collection_reviewed: 'Your collections’ reviews',
  review_waiting: 'Reviews waiting (admins)',
  steam_privacy_warning: 'Steam privacy warnings',
  system: 'Notices from Arcana',
  other: 'Everything else',
};
