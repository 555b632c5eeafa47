import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/**
 * The stream overlay's page (docs/decisions/035), built apart from the app into the same folder: OBS
 * loads it on every scene change, so it carries none of the app's code, styles or first screen.
 */
export default defineConfig({
  plugins: [
    react(),
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      include: /\.(js|css|html|svg)$/,
      threshold: 1024,
    }),
  ],
  build: {
    outDir: 'dist',
    // The app's build has just filled the folder.
    emptyOutDir: false,
    sourcemap: false,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: { overlay: 'overlay.html' },
      // The page takes the cards' pictures from their feature's index, which also sets up the app's API
      // client; the app's modules do nothing on import that the page needs, so what it does not use goes.
      treeshake: { moduleSideEffects: (id) => !/\/apps\/web\/src\/.*\.tsx?$/.test(id) || id.endsWith('/app/overlay-main.tsx') },
    },
  },
});
