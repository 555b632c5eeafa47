import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

export default defineConfig({
  plugins: [
    react(),
    // Brotli and gzip copies written once at build time, so the server negotiates instead of compressing per request.
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      include: /\.(js|css|html|svg|json|txt|map)$/,
      threshold: 1024,
    }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', ws: true } },
  },
  // Every browser we support preloads modules natively: no polyfill in the entry.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, manifest: true, modulePreload: { polyfill: false } },
});
