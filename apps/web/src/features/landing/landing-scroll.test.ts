import { describe, expect, it } from 'vitest';
import { LANDING_START, landingScrollReducer, overlayAt, type LandingScroll, type LandingStep } from './landing-scroll';

const wheel = (state: LandingScroll, delta: number) => landingScrollReducer(state, { type: 'wheel', delta });
const at = (scroll: number): LandingScroll => ({ scroll, overlay: overlayAt(scroll) });

describe('the landing scroll state machine', () => {
  it.each([
    [0, -1],
    [300, -1],
    [301, 0],
    [1000, 0],
    [1001, 1],
    [1700, 1],
    [1701, 2],
    [2400, 2],
  ])('shows overlay for a distance of %i: %i', (scroll, overlay) => {
    expect(wheel(LANDING_START, scroll)).toEqual({ scroll, overlay });
  });

  it('starts over, with no overlay, once the distance passes 2400', () => {
    expect(wheel(at(2400), 1)).toEqual({ scroll: 0, overlay: -1 });
    expect(wheel(at(2300), 500)).toEqual(LANDING_START);
  });

  it('adds the wheel up in both directions and never goes below 0', () => {
    const down = [120, 120, 120].reduce(wheel, LANDING_START);
    expect(down).toEqual({ scroll: 360, overlay: 0 });
    expect(wheel(down, -100)).toEqual({ scroll: 260, overlay: -1 });
    expect(wheel(down, -5000)).toEqual(LANDING_START);
    expect(wheel(wheel(down, -5000), 301)).toEqual({ scroll: 301, overlay: 0 });
  });

  it.each([
    [0, 0, -1],
    [1, 650, 0],
    [2, 1350, 1],
    [3, 2050, 2],
  ] as const)('jumps to step %i: distance %i, overlay %i', (step, scroll, overlay) => {
    expect(landingScrollReducer(at(1900), { type: 'jump', step: step as LandingStep })).toEqual({ scroll, overlay });
  });

  it('moves a step at a time, and the step after the last overlay is the intro', () => {
    const steps = [LANDING_START];
    for (let i = 0; i < 4; i++) steps.push(landingScrollReducer(steps.at(-1)!, { type: 'next' }));
    expect(steps.map((state) => state.scroll)).toEqual([0, 650, 1350, 2050, 0]);
    expect(steps.map((state) => state.overlay)).toEqual([-1, 0, 1, 2, -1]);
  });

  it('moves back a step, and stays at the intro before the first', () => {
    expect(landingScrollReducer(at(2050), { type: 'previous' })).toEqual({ scroll: 1350, overlay: 1 });
    expect(landingScrollReducer(at(700), { type: 'previous' })).toEqual(LANDING_START);
    expect(landingScrollReducer(at(120), { type: 'previous' })).toEqual(LANDING_START);
  });

  it('takes a step from wherever the wheel left the distance', () => {
    expect(landingScrollReducer(at(1650), { type: 'next' })).toEqual({ scroll: 2050, overlay: 2 });
    expect(landingScrollReducer(at(250), { type: 'next' })).toEqual({ scroll: 650, overlay: 0 });
  });
});
