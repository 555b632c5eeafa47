import type { CSSProperties } from 'react';
import { Text, UnstyledButton } from '@mantine/core';
import type { TCard } from '@arcana/shared/schemas';
import { cardEmoji, isNewCard, RARITY_COLORS, rarityLabel, stars } from './rarity';
import classes from './CollectibleCard.module.css';

interface CollectibleCardProps {
  card: TCard;
  selected?: boolean;
  fullWidth?: boolean;
  onSelect?: (card: TCard) => void;
}

/** A card in portrait 5:7, framed and lit in its rarity's colour. */
export function CollectibleCard({ card, selected, fullWidth, onSelect }: CollectibleCardProps) {
  const pending = card.id.startsWith('pending-');
  return (
    <UnstyledButton
      className={classes.card}
      data-rarity={card.rarity}
      data-selected={selected || undefined}
      data-full-width={fullWidth || undefined}
      data-pending={pending || undefined}
      style={{ '--rarity': RARITY_COLORS[card.rarity] } as CSSProperties}
      onClick={() => onSelect?.(card)}
      aria-pressed={selected}
      aria-label={`${card.name}, ${rarityLabel(card.rarity)} ${card.type}`}
    >
      {isNewCard(card) && !pending && <span className={classes.new}>NEW!</span>}
      <span className={classes.type}>{card.type}</span>
      <span className={classes.art} aria-hidden>
        {cardEmoji(card)}
      </span>
      <Text className={classes.name} fw={700} ff="heading" lineClamp={2}>
        {card.name}
      </Text>
      <span className={classes.stars} aria-label={`${rarityLabel(card.rarity)}`}>
        {stars(card.rarity)} <span className={classes.rarity}>{rarityLabel(card.rarity)}</span>
      </span>
      <span className={classes.stats}>
        <span>⚔ {card.power}</span>
        <span>🛡 {card.defense}</span>
      </span>
    </UnstyledButton>
  );
}
