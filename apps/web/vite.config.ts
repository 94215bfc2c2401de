import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server listens on 3000 in development; the dev server forwards /api (and the realtime socket) to it
// so the browser sees one origin and the session cookie works as in production.
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', ws: true },
    },
  },
});
