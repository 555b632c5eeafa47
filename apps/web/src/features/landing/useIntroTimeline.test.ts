import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIntroTimeline, type IntroPhase } from './useIntroTimeline';

describe('the landing intro timeline', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reaches each moment at the spec’s time after the page is live: 0.7, 2.5, 4.5, 6 and 6.5 s', () => {
    const { result } = renderHook(() => useIntroTimeline(false));
    const seen: Array<[number, IntroPhase]> = [];
    for (let ms = 0; ms <= 7000; ms += 100) {
      if (seen.at(-1)?.[1] !== result.current) seen.push([ms, result.current]);
      act(() => vi.advanceTimersByTime(100));
    }
    expect(seen).toEqual([
      [0, 'start'],
      [700, 'ripple'],
      [2500, 'cards'],
      [4500, 'levitate'],
      [6000, 'glow'],
      [6500, 'flip'],
    ]);
  });

  it('waits while the page is being taken over, and starts its clock once it is live', () => {
    const { result, rerender } = renderHook(({ reduced }) => useIntroTimeline(reduced), {
      initialProps: { reduced: undefined as boolean | undefined },
    });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe('start');
    rerender({ reduced: false });
    act(() => vi.advanceTimersByTime(700));
    expect(result.current).toBe('ripple');
  });

  it('shows the end at once under reduced motion', () => {
    const { result } = renderHook(() => useIntroTimeline(true));
    expect(result.current).toBe('flip');
  });
});
