import { memo, type CSSProperties } from 'react';
import { RARITY_COLORS } from '@arcana/shared';
import type { OddsDesign } from '@arcana/shared/draw';
import { chancePercent } from '../../components/chance-percent';
import { cardArtOf, RarityStars, rarityLabel, TypeEmblem } from '../cards';
import { supplyText } from './design-odds';
import classes from './CollectionGallery.module.css';

/** Our artworks are drawn at 320 × 240: the art window's shape, so the page keeps its place as pictures arrive. */
const ART_SIZE = { width: 320, height: 240 };

/** How many of a design the viewer holds; undefined where ownership is not shown (signed out, an admin's preview). */
export type Held = number | undefined;

/**
 * One design of a published collection as the public sees it: its art, name and rarity (written, and
 * its colour on the frame), its chance, its supply; for a signed-in viewer, whether they hold it, in
 * words. Plain elements, drawn again only when its own facts change: a collection shows dozens at once.
 */
export const DesignTile = memo(function DesignTile({
  design,
  chance,
  left,
  held,
  first,
}: {
  design: OddsDesign;
  chance: number;
  left: number | null;
  held: Held;
  /** Among the cards a phone's first screen may show: its art is fetched at once, not when scrolled to. */
  first: boolean;
}) {
  const art = cardArtOf(design);
  const soldOut = left === 0;
  return (
    <li
      className={classes.design}
      data-rarity={design.rarity}
      data-held={held === undefined ? undefined : held > 0 ? 'yes' : 'no'}
      data-sold-out={soldOut || undefined}
      style={{ '--rarity': RARITY_COLORS[design.rarity] } as CSSProperties}
    >
      <div className={classes.art}>
        {art ? (
          <img src={art} alt="" loading={first ? 'eager' : 'lazy'} decoding="async" {...ART_SIZE} />
        ) : (
          <TypeEmblem type={design.type} className={classes.emblem} />
        )}
      </div>
      <h4 className={classes.name}>{design.name}</h4>
      <p className={classes.rarity}>
        <RarityStars rarity={design.rarity} className={classes.stars} />
        {rarityLabel(design.rarity)}
      </p>
      <p className={classes.fact}>{chancePercent(chance)} chance</p>
      <p className={classes.fact} data-sold-out={soldOut || undefined}>
        {supplyText(left, design.supplyCap)}
      </p>
      {/* Over the art, so the tiles keep their size when what the viewer holds arrives after the page. */}
      {held !== undefined && (
        <p className={classes.held}>
          {held > 0 ? (
            <>
              <span aria-hidden>✓ </span>
              {held > 1 ? `Collected ×${held}` : 'Collected'}
            </>
          ) : (
            'Not collected yet'
          )}
        </p>
      )}
    </li>
  );
});
