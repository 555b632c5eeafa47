import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `pauseMs` (the first value at once). */
export function useSettledValue<T>(value: T, pauseMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), pauseMs);
    return () => clearTimeout(timer);
  }, [value, pauseMs]);
  return settled;
}
