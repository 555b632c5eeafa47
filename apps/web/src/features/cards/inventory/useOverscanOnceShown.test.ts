import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OVERSCAN_ROWS, useOverscanOnceShown } from './useOverscanOnceShown';

afterEach(() => vi.useRealTimers());

/** One frame, then the task after it. */
const nextFrame = () => act(() => void vi.advanceTimersByTime(20));

describe('useOverscanOnceShown', () => {
  it('draws a new list without the scrolling rows, and adds them once that frame is painted', () => {
    vi.useFakeTimers();
    const first = ['a', 'b'];
    const { result, rerender } = renderHook(({ items }) => useOverscanOnceShown(items), { initialProps: { items: first } });
    expect(result.current).toBe(0);
    nextFrame();
    expect(result.current).toBe(OVERSCAN_ROWS);

    rerender({ items: first });
    expect(result.current).toBe(OVERSCAN_ROWS);

    rerender({ items: ['b', 'a'] });
    expect(result.current).toBe(0);
    nextFrame();
    expect(result.current).toBe(OVERSCAN_ROWS);
  });

  it('waits for the latest list when answers come faster than frames', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ items }) => useOverscanOnceShown(items), { initialProps: { items: ['a'] } });
    rerender({ items: ['b'] });
    rerender({ items: ['c'] });
    expect(result.current).toBe(0);
    nextFrame();
    expect(result.current).toBe(OVERSCAN_ROWS);
  });
});
