import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './useCountdown';

afterEach(() => vi.useRealTimers());

describe('useCountdown', () => {
  it('is idle, then counts 60 s down to idle again', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown());
    expect(result.current.secondsLeft).toBe(0);
    act(() => result.current.start(60));
    expect(result.current.secondsLeft).toBe(60);
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(59);
    act(() => void vi.advanceTimersByTime(59_000));
    expect(result.current.secondsLeft).toBe(0);
  });
});
