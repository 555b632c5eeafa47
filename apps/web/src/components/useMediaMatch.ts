import { useCallback, useSyncExternalStore } from 'react';

const unknownOnServer = () => undefined;

/**
 * Whether a media query matches, kept current. undefined while a prerendered page is being taken
 * over (and when prerendering), since the HTML was written without knowing the screen: a layout that
 * branches on it shows both variants then, each hidden by the same query in CSS, and React keeps the
 * one that shows once it knows.
 */
export function useMediaMatch(query: string): boolean | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, unknownOnServer);
}
