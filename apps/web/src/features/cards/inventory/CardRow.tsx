import { memo, type CSSProperties } from 'react';
import type { InventoryCard } from './inventory-view';
import { CopiesBadge, CopiesSpoken } from '../card/CopiesBadge';
import { TypeEmblem } from '../card/TypeEmblem';
import { RARITY_COLORS } from '@arcana/shared';
import { rarityLabel, typeLabel } from '../card/rarity';
import classes from './CardRow.module.css';

const Dot = () => <span aria-hidden> · </span>;

/**
 * The list view's row: rarity, type, project, Power, Defense and the collected date; two lines on a
 * phone. A stack's row says how many copies it stands for beside the name.
 */
export const CardRow = memo(function CardRow({
  card,
  selected,
  onSelect,
}: {
  card: InventoryCard;
  selected: boolean;
  onSelect: (card: InventoryCard) => void;
}) {
  return (
    <button
      type="button"
      className={classes.row}
      data-card-id={card.id}
      data-selected={selected || undefined}
      style={{ '--rarity': RARITY_COLORS[card.rarity] } as CSSProperties}
      onClick={() => onSelect(card)}
      aria-pressed={selected}
    >
      <span className={classes.art}>
        <TypeEmblem type={card.type} className={classes.emblem} />
      </span>
      <span className={classes.main}>
        <span className={classes.title}>
          <span className={classes.name} data-testid="card-name">
            {card.name}
          </span>
          {(card.copies ?? 1) > 1 && (
            <>
              <CopiesBadge copies={card.copies!} />
              <CopiesSpoken copies={card.copies!} />
            </>
          )}
        </span>{' '}
        <span className={classes.meta}>
          <span className={classes.rarity}>{rarityLabel(card.rarity)}</span>
          <Dot />
          {typeLabel(card.type)}
          <Dot />
          {card.project.name}
        </span>
      </span>{' '}
      <span className={classes.facts}>
        <span>Power {card.power}</span>
        <Dot />
        <span>Defense {card.defense}</span>
        <Dot />
        <span className={classes.date}>Collected {new Date(card.collectedAt).toLocaleDateString()}</span>
      </span>
    </button>
  );
});
