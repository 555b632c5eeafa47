import type { TRarity } from '@arcana/shared/schemas';

/**
 * Where a reveal plays: the full-screen overlay has 5 s before it closes, the button pair's popup 3 s
 * (docs/product-rules.md "Landing"), so the popup's reveal is quicker and leaves the face on show; a
 * stream's overlay shows each draw for its display time (docs/product-rules.md "Stream overlay").
 */
export type RevealTempo = 'overlay' | 'popup' | 'stream';

export interface RevealTiming {
  /** The back on show before the flip: a legendary's is longer, and charged (CardReveal.module.css). */
  waitMs: number;
  flipMs: number;
}

const TIMINGS: Record<RevealTempo, { card: RevealTiming; legendary: RevealTiming }> = {
  overlay: { card: { waitMs: 350, flipMs: 650 }, legendary: { waitMs: 1400, flipMs: 900 } },
  popup: { card: { waitMs: 150, flipMs: 450 }, legendary: { waitMs: 600, flipMs: 600 } },
  // On stream the audience watches a draw that is not theirs: the back holds long enough to build it up.
  stream: { card: { waitMs: 700, flipMs: 700 }, legendary: { waitMs: 2200, flipMs: 1000 } },
};

export const revealTiming = (rarity: TRarity, tempo: RevealTempo): RevealTiming =>
  TIMINGS[tempo][rarity === 'legendary' ? 'legendary' : 'card'];
