import { use, type CSSProperties } from 'react';
import type { TCard, TCardFace } from '@arcana/shared/schemas';
import { DefenseIcon, PowerIcon, RarityStars } from './CardIcons';
import { TypeEmblem } from './TypeEmblem';
import { cardArtOf } from './card-art';
import { isCollectingPlaceholder } from './collecting-placeholder';
import { KeptNew } from './kept-new';
import { FOIL_RARITIES, followTilt, foilPointer } from './foil-light';
import { RARITY_COLORS } from '@arcana/shared';
import { isNewCard, rarityLabel } from './rarity';
import { CopiesBadge, CopiesSpoken } from './CopiesBadge';
import classes from './CollectibleCard.module.css';

/** What a card needs to be drawn: its face, and whose view of it (its id, and whether its owner has seen it). */
export type ShownCard = TCardFace & Pick<TCard, 'id' | 'seenAt'>;

interface CollectibleCardProps<C extends ShownCard> {
  card: C;
  selected?: boolean;
  fullWidth?: boolean;
  /** Makes the card a toggle button; without it the card is a picture (inside the collect overlay, say). */
  onSelect?: (card: C) => void;
  /** The art's address where the card's name is not known yet (the first screen's templates). */
  artUrl?: string;
  /** The page's main picture (a shared card's): its art is fetched at once, first, not when it nears the screen. */
  priority?: boolean;
  /** How many copies the card stands for, in a stacked inventory: more than one is shown ("×3"). */
  copies?: number;
}

/**
 * A card in portrait 5:7, framed and lit in its rarity's colour, with its own art (its type's emblem
 * for a card the catalogue does not have), fetched only once the card is near the screen. Its
 * accessible name is its own text ("Aurelion, Legendary warrior, Power 80, Defense 60"): the name is
 * read first and every visible word is in it. A plain button, not Mantine's: a grid re-renders
 * dozens of cards at once.
 */
export function CollectibleCard<C extends ShownCard>({
  card,
  selected,
  fullWidth,
  onSelect,
  artUrl = cardArtOf(card),
  priority = false,
  copies = 1,
}: CollectibleCardProps<C>) {
  const pending = isCollectingPlaceholder(card);
  const isNew = isNewCard(card) || use(KeptNew).has(card.id);
  const foil = FOIL_RARITIES.has(card.rarity);
  const frame = {
    className: classes.card,
    'data-card-id': card.id,
    'data-rarity': card.rarity,
    'data-foil': foil || undefined,
    ...(foil && { ...foilPointer, ref: followTilt }),
    'data-selected': selected || undefined,
    'data-full-width': fullWidth || undefined,
    'data-pending': pending || undefined,
    style: { '--rarity': RARITY_COLORS[card.rarity] } as CSSProperties,
  };
  const face = (
    <>
      <span className={classes.type} aria-hidden>
        <TypeEmblem type={card.type} className={classes.typeIcon} />
        {card.type}
      </span>
      <span className={classes.art}>
        {artUrl ? (
          <img
            className={classes.picture}
            src={artUrl}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            draggable={false}
          />
        ) : (
          <TypeEmblem type={card.type} className={classes.emblem} />
        )}
        {copies > 1 && <CopiesBadge copies={copies} className={classes.copies} />}
      </span>
      <span className={classes.name}>
        <span data-testid="card-name">{card.name}</span>
        <span className={classes.srOnly}>
          , {rarityLabel(card.rarity)} {card.type},
        </span>
      </span>{' '}
      <span className={classes.rarity} aria-hidden>
        <RarityStars rarity={card.rarity} className={classes.stars} />
        {rarityLabel(card.rarity)}
      </span>
      <span className={classes.stats}>
        <span className={classes.stat}>
          <PowerIcon className={classes.statIcon} />
          <span className={classes.srOnly}>Power</span> {card.power}
          <span className={classes.srOnly}>,</span>
        </span>{' '}
        <span className={classes.stat}>
          <DefenseIcon className={classes.statIcon} />
          <span className={classes.srOnly}>Defense</span> {card.defense}
        </span>
      </span>{' '}
      {copies > 1 && <CopiesSpoken copies={copies} />}
      {isNew && !pending && <span className={classes.new}>NEW!</span>}
    </>
  );
  if (!onSelect) return <div {...frame}>{face}</div>;
  return (
    <button type="button" {...frame} onClick={() => onSelect(card)} aria-pressed={Boolean(selected)}>
      {face}
    </button>
  );
}
