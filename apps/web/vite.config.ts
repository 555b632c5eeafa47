import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
// By path: Vite loads this file with Node, which cannot import the shared package's TypeScript by name.
import { API_PREFIX } from '../../packages/shared/src/api-paths.ts';
import { SOCKET_PATH } from '../../packages/shared/src/events.ts';
import { mantineStylesPerComponent } from './build/mantine-styles-per-component.ts';
import { firstScreen } from './build/first-screen.ts';
import { mantineStableIds } from './build/mantine-stable-ids.ts';

export default defineConfig({
  plugins: [
    react(),
    mantineStylesPerComponent(),
    mantineStableIds(),
    firstScreen({
      entry: 'src/prerender.tsx',
      routes: {
        '/': ['src/app/routes/LandingPage.tsx'],
        '/login': ['src/features/auth/pages/LoginPage.tsx'],
        '/signup': ['src/features/auth/pages/SignupPage.tsx'],
        '/inventory': ['src/features/auth/components/RequireAuth.tsx', 'src/features/inventory/InventoryPage.tsx'],
        '/settings': ['src/features/auth/components/RequireAuth.tsx', 'src/features/settings/SettingsPage.tsx'],
      },
      fonts: ['inter-latin-400-normal.woff2', 'inter-latin-600-normal.woff2', 'cinzel-latin-700-normal.woff2'],
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
