import { useEffect, useState } from 'react';
import { INTRO_TIMELINE_MS } from '@arcana/shared';

/** The intro's moments in order (docs/product-rules.md "Landing"); each one stays once reached. */
export const INTRO_PHASES = ['start', 'ripple', 'cards', 'levitate', 'glow', 'flip'] as const;
export type IntroPhase = (typeof INTRO_PHASES)[number];

const PHASE_AT: Array<[IntroPhase, number]> = [
  ['ripple', INTRO_TIMELINE_MS.gridRipple],
  ['cards', INTRO_TIMELINE_MS.cardsAppear],
  ['levitate', INTRO_TIMELINE_MS.levitate],
  ['glow', INTRO_TIMELINE_MS.glow],
  ['flip', INTRO_TIMELINE_MS.flip],
];

const END: IntroPhase = 'flip';

/**
 * Where the intro is, counted from when the page mounts. Timers rather than CSS delays, so the moments
 * are states the page (and a test's clock) can see; CSS animates between them. Reduced motion starts
 * at the end.
 */
export function useIntroTimeline(reducedMotion: boolean | undefined): IntroPhase {
  const [phase, setPhase] = useState<IntroPhase>('start');
  useEffect(() => {
    // Undefined while a prerendered page is taken over: the clock starts once the page is live.
    if (reducedMotion !== false) return;
    const timers = PHASE_AT.map(([next, at]) => setTimeout(() => setPhase(next), at));
    return () => timers.forEach(clearTimeout);
  }, [reducedMotion]);
  return reducedMotion ? END : phase;
}

/** Whether the intro has reached a moment: the scene's attributes say which effects have begun. */
export const hasReached = (phase: IntroPhase, moment: IntroPhase) => INTRO_PHASES.indexOf(phase) >= INTRO_PHASES.indexOf(moment);
