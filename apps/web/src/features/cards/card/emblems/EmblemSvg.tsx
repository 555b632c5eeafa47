import type { ReactNode } from 'react';

export interface EmblemProps {
  className?: string;
}

/**
 * The frame every emblem is drawn in: a 64-unit square, lines and fills in the current colour, so
 * a card tints its emblem with its rarity. Decoration only: the card writes its type in words.
 */
export function EmblemSvg({ className, children }: EmblemProps & { children: ReactNode }) {
  return (
    <svg
      className={className}
      viewBox="0 0 64 64"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** The translucent body of a shape; outlines stay at full strength. */
export const BODY_OPACITY = 0.18;
