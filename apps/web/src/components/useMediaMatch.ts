import { useCallback, useMemo, useSyncExternalStore } from 'react';

const unknownOnServer = () => undefined;

/** The user asks for less motion: whatever moves by itself shows its end, or stays still. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Whether a media query matches, kept current. undefined while a prerendered page is being taken
 * over (and when prerendering), since the HTML was written without knowing the screen: a layout that
 * branches on it shows both variants then, each hidden by the same query in CSS, and React keeps the
 * one that shows once it knows.
 */
export function useMediaMatch(query: string): boolean | undefined {
  // One list per query, not one per render: the inventory re-renders on every key typed in its search.
  const list = useMemo(() => (typeof window === 'undefined' ? null : window.matchMedia(query)), [query]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [list],
  );
  return useSyncExternalStore(subscribe, () => list?.matches, unknownOnServer);
}
