import { memo } from 'react';
import { RARITY_STARS } from '@arcana/shared';
import type { TRarity } from '@arcana/shared/schemas';

/**
 * Small glyphs drawn as SVG, so no system font decides whether they show. All are decoration: the
 * words are written beside them. Memoised: a card re-rendered with other numbers keeps its glyphs.
 */
interface IconProps {
  className?: string;
}

const iconProps = {
  viewBox: '0 0 16 16',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: 'false',
} as const;

export const PowerIcon = memo(function PowerIcon({ className }: IconProps) {
  return (
    <svg className={className} {...iconProps}>
      <path d="M14 2 L13.5 4.5 L6.8 11.2 L4.8 9.2 L11.5 2.5 Z" fill="currentColor" fillOpacity={0.25} />
      <path d="M3.5 8.5 L7.5 12.5 M5.2 10.8 L2.5 13.5" />
    </svg>
  );
});

export const DefenseIcon = memo(function DefenseIcon({ className }: IconProps) {
  return (
    <svg className={className} {...iconProps}>
      <path d="M8 1.5 L13.5 3.5 V8 C13.5 11 11 13.3 8 14.5 C5 13.3 2.5 11 2.5 8 V3.5 Z" fill="currentColor" fillOpacity={0.25} />
    </svg>
  );
});

const STAR_PATH = 'M8 1.2 L10 5.6 L14.8 6.1 L11.2 9.3 L12.2 14 L8 11.6 L3.8 14 L4.8 9.3 L1.2 6.1 L6 5.6 Z';
/** One star's width and the space after it, in the stars' own units. */
const STAR_STEP = 17;
/** The star moved `dx` units right: every x in the path is shifted. */
const starAt = (dx: number) => STAR_PATH.replace(/([\d.]+) ([\d.]+)/g, (_, x: string, y: string) => `${Number(x) + dx} ${y}`);
/** Each rarity's row of stars as one path, and the row's width, drawn once. */
const STAR_ROWS = Object.fromEntries(
  Object.entries(RARITY_STARS).map(([rarity, count]) => [
    rarity,
    { width: count * STAR_STEP - 1, path: Array.from({ length: count }, (_, i) => starAt(i * STAR_STEP)).join(' ') },
  ]),
) as Record<TRarity, { width: number; path: string }>;

/**
 * The rarity's 1 to 5 stars (docs/product-rules.md "Cards and collecting"), drawn as one SVG path: a
 * grid of cards then lays out one small drawing per card instead of one per star.
 */
export const RarityStars = memo(function RarityStars({ rarity, className }: { rarity: TRarity; className?: string }) {
  const { width, path } = STAR_ROWS[rarity];
  return (
    <span className={className} aria-hidden>
      <svg {...iconProps} viewBox={`0 0 ${width} 16`} strokeWidth={1}>
        <path d={path} fill="currentColor" />
      </svg>
    </span>
  );
});
