import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { baseMapPlaces } from './scripts/base-map-places.ts';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|wasm|txt)$/;

/**
 * Writes a .br and a .gz beside every compressible asset, which the server sends as they are (@fastify/static
 * preCompressed). Compressing once at build time at the highest levels costs a few seconds here instead of CPU
 * on every request, and gives smaller files than on-the-fly compression could afford (the map chunk: 1.1 MB raw).
 */
function precompress(): Plugin {
  return {
    name: 'lodestar-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const file = path.join(dir, fileName);
        const raw = readFileSync(file);
        if (raw.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
      }
    },
  };
}

// The API server listens on 3000 in development; the dev server forwards /api (and the realtime socket) to it
// so the browser sees one origin and the session cookie works as in production.
export default defineConfig({
  plugins: [react(), precompress(), baseMapPlaces()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', ws: true },
    },
  },
});
