import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * react-router's package sends every bundler to its development build (remix-run/react-router#12532,
 * #14102): the same code with its development warnings switched on, so a production page checks for
 * and logs them. A build takes the production copy the package ships beside it.
 */
export function reactRouterProduction(): Plugin {
  const production = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production/index.mjs');
  return {
    name: 'arcana:react-router-production',
    apply: 'build',
    config() {
      if (!existsSync(production)) throw new Error(`react-router-production: no ${production}; has the package changed its layout?`);
      return { resolve: { alias: [{ find: /^react-router$/, replacement: production }] } };
    },
  };
}
