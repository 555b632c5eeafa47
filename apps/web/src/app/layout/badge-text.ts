import { UNREAD_BADGE_MAX } from '@arcana/shared';

/** The unread count as the badges show it: 9+ above 9 (docs/product-rules.md "Notifications"). */
export const badgeText = (count: number) => (count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(count));
