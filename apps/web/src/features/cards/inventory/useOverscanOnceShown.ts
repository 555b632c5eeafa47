import { startTransition, useEffect, useState } from 'react';

/** Rows rendered beyond the screen's, ready for scrolling. */
export const OVERSCAN_ROWS = 2;

/**
 * An answer (a new list, or the collection just shown) draws the rows on screen alone, which is
 * about 3 rows of 5 where 5 were drawn before; the rows for scrolling follow once that frame is
 * painted, at transition priority.
 */
export function useOverscanOnceShown(items: readonly unknown[]) {
  const [shown, setShown] = useState<readonly unknown[] | null>(null);
  useEffect(() => {
    if (shown === items) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A timer set from a frame callback fires after that frame is painted.
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => startTransition(() => setShown(items)))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [items, shown]);
  return shown === items ? OVERSCAN_ROWS : 0;
}
