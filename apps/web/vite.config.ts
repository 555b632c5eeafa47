import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
// By path: Vite loads this file with Node, which cannot import the shared package's TypeScript by name.
import { API_PREFIX } from '../../packages/shared/src/api-paths.ts';
import { SOCKET_PATH } from '../../packages/shared/src/events.ts';
import { mantineStylesPerComponent } from './build/mantine-styles-per-component.ts';
import { firstScreen } from './build/first-screen.ts';
import { firstScreenChunks } from './build/first-screen-chunks.ts';
import { mantineStableIds } from './build/mantine-stable-ids.ts';
import { reactRouterProduction } from './build/react-router-production.ts';

/** What a member's page shows around the page itself: the guard, and the header's controls once the session is known. */
const MEMBER_PAGE = ['src/features/auth/components/RequireAuth.tsx', 'src/app/layout/SignedInControls.tsx'];

/** The page modules each prerendered address, and each page rendered on request, renders. */
const FIRST_SCREENS = {
  // The streamer panel comes 3 s in: in the landing's chunks, not beside a member page's.
  '/': ['src/app/routes/LandingPage.tsx', 'src/features/landing/streamers/StreamerPanel.tsx'],
  '/login': ['src/features/auth/pages/LoginPage.tsx'],
  '/signup': ['src/features/auth/pages/SignupPage.tsx'],
  '/inventory': [...MEMBER_PAGE, 'src/features/cards/inventory/InventoryPage.tsx'],
  '/settings': [...MEMBER_PAGE, 'src/features/settings/SettingsPage.tsx'],
  '/projects': ['src/features/projects/ProjectsPage.tsx'],
  '/projects/:slug': ['src/features/projects/ProjectPage.tsx'],
  '/c/:shareId': ['src/features/shares/SharePage.tsx'],
  '/u/:username': ['src/features/profiles/ProfilePage.tsx'],
};

/** The plugins that shape the app's modules (and so what imports what). */
const modulePlugins = () => [react(), mantineStylesPerComponent(), mantineStableIds(), reactRouterProduction()];

export default defineConfig({
  plugins: [
    ...modulePlugins(),
    firstScreenChunks({ routes: FIRST_SCREENS, plugins: modulePlugins }),
    firstScreen({
      entry: 'src/prerender.tsx',
      routes: FIRST_SCREENS,
      fonts: ['inter-latin-400-normal.woff2', 'inter-latin-600-normal.woff2', 'cinzel-latin-700-normal.woff2'],
      earlyInventory: '/inventory',
    }),
    // Brotli and gzip copies written once at build time, so the server negotiates instead of compressing per request.
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      include: /\.(js|css|html|svg|json|txt|map)$/,
      threshold: 1024,
    }),
  ],
  server: {
    port: 5173,
    // The API, and the realtime socket on its own path (websocket only, so the upgrade must be proxied too).
    proxy: {
      [API_PREFIX]: { target: 'http://localhost:3000' },
      [SOCKET_PATH]: { target: 'http://localhost:3000', ws: true },
    },
  },
  // Every browser we support preloads modules natively: no polyfill in the entry.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, manifest: true, modulePreload: { polyfill: false } },
});
