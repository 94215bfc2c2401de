import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { copyFile, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { baseMapLakes } from './scripts/base-map-lakes.ts';
import { baseMapPlaces } from './scripts/base-map-places.ts';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|wasm|txt)$/;
/** Compressed files by the content hash of the raw file (decision 0029): a rebuild compresses only what changed. */
const CACHE_DIR = path.resolve(import.meta.dirname, '../../node_modules/.cache/lodestar-precompress');
/**
 * Brotli 11 for the code, 10 for files over a megabyte (the map's data): measured on this build's 11 MB, 11 took
 * 12.3 s and 10 4.5 s for output 2.6% larger, nearly all of it in the three map data files.
 */
const brotliQuality = (bytes: number) => (bytes > 1_000_000 ? 10 : 11);
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function compressCached(file: string, raw: Buffer): Promise<boolean> {
  const quality = brotliQuality(raw.length);
  const key = `${createHash('sha256').update(raw).digest('hex')}-q${quality}`;
  const cached = path.join(CACHE_DIR, key);
  if (existsSync(`${cached}.br`) && existsSync(`${cached}.gz`)) {
    await Promise.all([copyFile(`${cached}.br`, `${file}.br`), copyFile(`${cached}.gz`, `${file}.gz`)]);
    return true;
  }
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }),
    gzipped(raw, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  // renamed into place, so an interrupted build leaves no half-written entry (several builds may share the cache)
  const tmp = `${cached}.${process.pid}.tmp`;
  await Promise.all([writeFile(`${tmp}.br`, br), writeFile(`${tmp}.gz`, gz)]);
  await rename(`${tmp}.br`, `${cached}.br`);
  await rename(`${tmp}.gz`, `${cached}.gz`);
  return false;
}

/**
 * Writes a .br and a .gz beside every compressible asset, which the server sends as they are (@fastify/static
 * preCompressed). Compressing once at build time at high levels costs a few seconds here instead of CPU on every
 * request, and gives smaller files than on-the-fly compression could afford. zlib's thread pool compresses
 * several files at once, and files seen before come from the cache.
 */
function precompress(): Plugin {
  return {
    name: 'lodestar-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const started = performance.now();
      mkdirSync(CACHE_DIR, { recursive: true });
      const results = await Promise.all(
        Object.keys(bundle)
          .filter((fileName) => COMPRESSIBLE.test(fileName))
          .map(async (fileName) => {
            const file = path.join(dir, fileName);
            const raw = await readFile(file);
            return raw.length < 1024 ? null : compressCached(file, raw);
          }),
      );
      const done = results.filter((r) => r !== null);
      const fromCache = done.filter(Boolean).length;
      this.info(
        `precompressed ${done.length} files (${fromCache} from the cache) in ${Math.round(performance.now() - started)} ms`,
      );
    },
  };
}

// The API server listens on 3000 in development; the dev server forwards /api (and the realtime socket) to it
// so the browser sees one origin and the session cookie works as in production.
export default defineConfig({
  plugins: [react(), precompress(), baseMapPlaces(), baseMapLakes()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', ws: true },
    },
  },
});
