import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStreamerCycle } from './useStreamerCycle';

describe('the streamer panel cycle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the first streamer after 3 s, and after each Maybe later the next one 10 s later', () => {
    const { result } = renderHook(() => useStreamerCycle());
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current).toMatchObject({ turn: 0, visible: false });
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ turn: 0, visible: true });

    const shown: number[] = [0];
    for (let i = 0; i < 3; i++) {
      act(() => result.current.later());
      expect(result.current.visible).toBe(false);
      act(() => vi.advanceTimersByTime(9999));
      expect(result.current.visible).toBe(false);
      act(() => vi.advanceTimersByTime(1));
      expect(result.current.visible).toBe(true);
      shown.push(result.current.turn);
    }
    expect(shown).toEqual([0, 1, 2, 3]);
  });
});
