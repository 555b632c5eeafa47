import { RARITY_STARS } from '@arcana/shared';
import type { TRarity } from '@arcana/shared/schemas';

/** Small glyphs drawn as SVG, so no system font decides whether they show. All are decoration: the words are written beside them. */
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

export function PowerIcon({ className }: IconProps) {
  return (
    <svg className={className} {...iconProps}>
      <path d="M14 2 L13.5 4.5 L6.8 11.2 L4.8 9.2 L11.5 2.5 Z" fill="currentColor" fillOpacity={0.25} />
      <path d="M3.5 8.5 L7.5 12.5 M5.2 10.8 L2.5 13.5" />
    </svg>
  );
}

export function DefenseIcon({ className }: IconProps) {
  return (
    <svg className={className} {...iconProps}>
      <path d="M8 1.5 L13.5 3.5 V8 C13.5 11 11 13.3 8 14.5 C5 13.3 2.5 11 2.5 8 V3.5 Z" fill="currentColor" fillOpacity={0.25} />
    </svg>
  );
}

const STAR_PATH = 'M8 1.2 L10 5.6 L14.8 6.1 L11.2 9.3 L12.2 14 L8 11.6 L3.8 14 L4.8 9.3 L1.2 6.1 L6 5.6 Z';

/** The rarity's 1 to 5 stars (spec part 2 §9). */
export function RarityStars({ rarity, className }: { rarity: TRarity; className?: string }) {
  return (
    <span className={className} aria-hidden>
      {Array.from({ length: RARITY_STARS[rarity] }, (_, i) => (
        <svg key={i} {...iconProps} strokeWidth={1}>
          <path d={STAR_PATH} fill="currentColor" />
        </svg>
      ))}
    </span>
  );
}
