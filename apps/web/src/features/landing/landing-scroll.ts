import { SCROLL_JUMP_POSITIONS, SCROLL_THRESHOLDS } from '@arcana/shared';

/** Which information overlay shows: none (the intro) or one of the three (docs/product-rules.md "Landing"). */
export type OverlayIndex = -1 | 0 | 1 | 2;

/** A place on the indicator: 0 is the intro, 1–3 the overlays. */
export type LandingStep = 0 | 1 | 2 | 3;

export interface LandingScroll {
  /** The wheel's accumulated distance, never below 0. */
  scroll: number;
  overlay: OverlayIndex;
}

export type LandingScrollAction =
  { type: 'wheel'; delta: number } | { type: 'jump'; step: LandingStep } | { type: 'next' } | { type: 'previous' };

export const LANDING_START: LandingScroll = { scroll: 0, overlay: -1 };

const [FIRST, SECOND, THIRD, LAST] = SCROLL_THRESHOLDS;
const LAST_STEP: LandingStep = 3;

/** The overlay a distance shows: over 300 up to 1000 the first, and so on; 2400 is the last that shows one. */
export function overlayAt(scroll: number): OverlayIndex {
  if (scroll > THIRD && scroll <= LAST) return 2;
  if (scroll > SECOND && scroll <= THIRD) return 1;
  if (scroll > FIRST && scroll <= SECOND) return 0;
  return -1;
}

export const stepOf = (state: LandingScroll): LandingStep => (state.overlay + 1) as LandingStep;

function jumpTo(step: LandingStep): LandingScroll {
  const scroll = SCROLL_JUMP_POSITIONS[step];
  return { scroll, overlay: overlayAt(scroll) };
}

/**
 * The landing's scroll state machine. The wheel adds up (past the last overlay it starts over); the
 * indicator, the arrow keys and swipes move a whole step, and the step after the last is the intro.
 */
export function landingScrollReducer(state: LandingScroll, action: LandingScrollAction): LandingScroll {
  switch (action.type) {
    case 'wheel': {
      const scroll = Math.max(0, state.scroll + action.delta);
      return scroll > LAST ? LANDING_START : { scroll, overlay: overlayAt(scroll) };
    }
    case 'jump':
      return jumpTo(action.step);
    case 'next': {
      const step = stepOf(state);
      return jumpTo(step === LAST_STEP ? 0 : ((step + 1) as LandingStep));
    }
    case 'previous':
      return jumpTo(Math.max(0, stepOf(state) - 1) as LandingStep);
  }
}
