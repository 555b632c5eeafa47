import type { CSSProperties } from 'react';
import type { NotificationType } from '@arcana/shared';
import type { TNotificationCard } from '@arcana/shared/schemas';
import { LineIcon, type LineIconName } from '../../components/LineIcon';
import { cardArtUrl, RARITY_COLORS } from '../cards';
import classes from './NotificationIcon.module.css';

/** Each type's mark and colour: the kind of a notification is seen before it is read. */
const LOOKS: Record<NotificationType, { icon: LineIconName; color: string }> = {
  collectible_received: { icon: 'card', color: '#a78bfa' },
  wallet_linked: { icon: 'wallet', color: '#2dd4bf' },
  wallet_unlinked: { icon: 'walletOff', color: '#fb923c' },
  usdt_sent: { icon: 'coin', color: '#34d399' },
  steam_privacy_warning: { icon: 'warning', color: '#fbbf24' },
  system: { icon: 'info', color: '#60a5fa' },
  other: { icon: 'bell', color: '#c9c3e6' },
  collection_reviewed: { icon: 'card', color: '#f472b6' },
  review_waiting: { icon: 'hourglass', color: '#fbbf24' },
  draws_earned: { icon: 'gift', color: '#22d3ee' },
  card_sold: { icon: 'coin', color: '#a78bfa' },
  refund_due: { icon: 'warning', color: '#fb923c' },
  listing_withdrawn: { icon: 'info', color: '#fbbf24' },
};

/**
 * A notification's picture: the card itself (its art, framed in its rarity's colour) when it is about
 * one, else its type's mark. Decoration: the title beside it says the same.
 */
export function NotificationIcon({ type, card, size = 40 }: { type: NotificationType; card?: TNotificationCard | null; size?: number }) {
  const art = card ? cardArtUrl(card.name) : undefined;
  if (card && art) {
    return (
      <img
        className={classes.thumb}
        src={art}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        style={{ '--rarity': RARITY_COLORS[card.rarity] } as CSSProperties}
      />
    );
  }
  const look = LOOKS[type];
  return (
    <span className={classes.mark} style={{ '--mark': look.color, width: size, height: size } as CSSProperties} aria-hidden>
      <LineIcon name={look.icon} size={Math.round(size * 0.55)} />
    </span>
  );
}
