import type { CSSProperties } from 'react';
import { Group, Text, UnstyledButton } from '@mantine/core';
import type { TCard } from '@arcana/shared/schemas';
import { cardEmoji, RARITY_COLORS, rarityLabel } from '../../components/card/rarity';
import classes from './CardRow.module.css';

/** The list view's row: rarity, type, Power, Defense and the collected date. */
export function CardRow({ card, selected, onSelect }: { card: TCard; selected: boolean; onSelect: (card: TCard) => void }) {
  return (
    <UnstyledButton
      className={classes.row}
      data-selected={selected || undefined}
      style={{ '--rarity': RARITY_COLORS[card.rarity] } as CSSProperties}
      onClick={() => onSelect(card)}
      aria-pressed={selected}
    >
      <Group gap="md" wrap="nowrap">
        <span className={classes.emoji} aria-hidden>
          {cardEmoji(card)}
        </span>
        <Text fw={700} className={classes.name}>
          {card.name}
        </Text>
        <Text className={classes.rarity}>{rarityLabel(card.rarity)}</Text>
        <Text c="dimmed" tt="capitalize">
          {card.type}
        </Text>
        <Text>Power {card.power}</Text>
        <Text>Defense {card.defense}</Text>
        <Text c="dimmed" visibleFrom="md">
          Collected {new Date(card.collectedAt).toLocaleDateString()}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
