import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { baseMapTiles } from './scripts/base-map-tiles.ts';

// The API server listens on 3000 in development; the dev server forwards /api (and the realtime socket) to it
// so the browser sees one origin and the session cookie works as in production.
export default defineConfig({
  // Assets are precompressed by the server once it listens (apps/server/src/http/precompress-assets.ts,
  // decision 0054), not here: a first `npm start` does not wait for it.
  plugins: [react(), baseMapTiles()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', ws: true },
    },
  },
});
