import { memo, type CSSProperties } from 'react';
import { PRODUCT_NAME } from '@arcana/shared';
import type { TCardType, TRarity } from '@arcana/shared/schemas';
import { cardArtUrl, RarityStars, RARITY_COLORS, rarityLabel } from '../cards';
import { CardBack } from './art/CardBack';
import classes from './IntroCards.module.css';

/** Three cards from the catalogue, one of each colour the eye catches first. */
const INTRO_CARDS: ReadonlyArray<{ name: string; type: TCardType; rarity: TRarity }> = [
  { name: 'Warlord of Ember Peaks', type: 'warrior', rarity: 'epic' },
  { name: 'The Starborn Sage', type: 'mage', rarity: 'legendary' },
  { name: 'Storm Griffin', type: 'beast', rarity: 'rare' },
];

export const COLLECTION_LABEL = `${PRODUCT_NAME.toUpperCase()} COLLECTION`;

const description = `Three ${PRODUCT_NAME} cards: ${INTRO_CARDS.map((card) => `${card.name}, ${rarityLabel(card.rarity)} ${card.type}`).join('; ')}`;

/**
 * The intro's cards, face down until the timeline flips them. Their box is there from the first
 * paint; the cards themselves once `drawn`. Each sits in four boxes so the moments never fight over
 * one transform: the slot slides in, the float levitates, the glow lights and the flipper turns. One
 * picture to assistive technology, described in words.
 */
export const IntroCards = memo(function IntroCards({ drawn }: { drawn: boolean }) {
  if (!drawn) return <div className={classes.cards} />;
  return (
    <div className={classes.cards} role="img" aria-label={description}>
      {INTRO_CARDS.map((card, index) => (
        <div key={card.name} className={classes.slot} style={{ '--i': index, '--rarity': RARITY_COLORS[card.rarity] } as CSSProperties}>
          <div className={classes.float}>
            <div className={classes.glow} />
            <div className={classes.flipper}>
              <CardBack className={`${classes.face} ${classes.back}`} />
              <div className={`${classes.face} ${classes.front}`} data-rarity={card.rarity}>
                <span className={classes.label}>{COLLECTION_LABEL}</span>
                <img className={classes.art} src={cardArtUrl(card.name)} alt="" decoding="async" draggable={false} />
                <span className={classes.name}>{card.name}</span>
                <span className={classes.rarity}>
                  <RarityStars rarity={card.rarity} className={classes.stars} />
                  {rarityLabel(card.rarity)}
                </span>
              </div>
            </div>
          </div>
        </div>
      ))}
    </div>
  );
});
