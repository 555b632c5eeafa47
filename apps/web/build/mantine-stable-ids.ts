import type { Plugin } from 'vite';

const MANTINE_USE_ID = /\/@mantine\/hooks\/esm\/use-id\/use-id\.mjs$/;

/**
 * Mantine's useId starts from React's id and then, in a layout effect, swaps it for a random one: every
 * input, tab, menu and tooltip renders twice when it mounts, and a taken-over page (build/first-screen.ts)
 * redraws all of them at once, before the browser may paint. React's id is already unique and the same
 * on the server, so the build keeps it: same ids as Mantine's first render, no second one.
 */
export function mantineStableIds(): Plugin {
  return {
    name: 'arcana:mantine-stable-ids',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!MANTINE_USE_ID.test(id)) return null;
      return [
        "import { useId as useReactId } from 'react';",
        'export function useId(staticId) {',
        '  const reactId = useReactId();',
        "  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;",
        '}',
      ].join('\n');
    },
  };
}
