import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** What is worth compressing: text formats; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|wasm|txt)$/;
/** Below this a compressed copy saves less than the extra lookup costs. */
const MIN_BYTES = 1024;
/** Compressed files by the content hash of the raw file (decision 0029): a rebuild compresses only what changed. */
export const DEFAULT_CACHE_DIR = path.resolve(
  import.meta.dirname,
  '../../../../node_modules/.cache/lodestar-precompress',
);

/**
 * Brotli 11 for the code, 10 for files over a megabyte: measured on a build with 11 MB of map GeoJSON, 11 took
 * 12.3 s and 10 4.5 s for output 2.6% larger. The map's data is now a tile archive read by byte ranges and
 * never precompressed (decision 0059); the largest file left is the map's code.
 */
const brotliQuality = (bytes: number) => (bytes > 1_000_000 ? 10 : 11);
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes `data` to `file` through a temporary name of this process, then renames it into place: several server
 * instances may share one dist/ (and the cache), and a reader never sees half a file.
 */
async function writeAtomically(file: string, data: Uint8Array): Promise<void> {
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    await writeFile(tmp, data);
    await rename(tmp, file);
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
}

async function compress(raw: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const quality = brotliQuality(raw.length);
  // one after the other: this runs beside requests and must leave the other core to them
  const br = await brotli(raw, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
  });
  const gz = await gzipped(raw, { level: 9 });
  return { br, gz };
}

/** Writes the .br and .gz of one file, from the cache when this content was compressed before. */
async function precompressFile(file: string, cacheDir: string): Promise<'cache' | 'compressed' | 'small'> {
  const raw = await readFile(file);
  if (raw.length < MIN_BYTES) return 'small';
  const cached = path.join(
    cacheDir,
    `${createHash('sha256').update(raw).digest('hex')}-q${brotliQuality(raw.length)}`,
  );
  if (existsSync(`${cached}.br`) && existsSync(`${cached}.gz`)) {
    const tmp = `${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    for (const ext of ['.br', '.gz']) {
      await copyFile(`${cached}${ext}`, `${file}${ext}.${tmp}`);
      await rename(`${file}${ext}.${tmp}`, `${file}${ext}`);
    }
    return 'cache';
  }
  const { br, gz } = await compress(raw);
  await writeAtomically(`${file}.br`, br);
  await writeAtomically(`${file}.gz`, gz);
  await mkdir(cacheDir, { recursive: true });
  await writeAtomically(`${cached}.br`, br);
  await writeAtomically(`${cached}.gz`, gz);
  return 'compressed';
}

/** Every compressible file under `root` that still lacks its .br or .gz. */
export async function filesToPrecompress(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const names = new Set(entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)));
  const wanted: string[] = [];
  for (const file of names) {
    if (!COMPRESSIBLE.test(file) || (names.has(`${file}.br`) && names.has(`${file}.gz`))) continue;
    wanted.push(file);
  }
  return wanted.sort();
}

export interface PrecompressResult {
  compressed: number;
  fromCache: number;
  ms: number;
}

/**
 * Writes a .br and a .gz beside every compressible asset of the built web app that has none yet, which the server
 * then sends as they are (@fastify/static preCompressed; until a file's copies exist it is sent uncompressed).
 * Compressing once at high levels costs seconds here instead of CPU on every request, and gives smaller files
 * than on-the-fly compression could afford. It runs after the server listens, so a first start never waits for
 * it (decision 0054); `stopped()` is asked between files so a closing server ends it.
 */
export async function precompressAssets(
  root: string,
  opts: { cacheDir?: string; stopped?: () => boolean } = {},
): Promise<PrecompressResult> {
  const started = performance.now();
  const result = { compressed: 0, fromCache: 0, ms: 0 };
  for (const file of await filesToPrecompress(root)) {
    if (opts.stopped?.()) break;
    // a file replaced or removed meanwhile (a rebuild of the shared dist/) is left to the next start
    const done = await precompressFile(file, opts.cacheDir ?? DEFAULT_CACHE_DIR).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      },
    );
    if (done === 'cache') result.fromCache++;
    else if (done === 'compressed') result.compressed++;
  }
  result.ms = Math.round(performance.now() - started);
  return result;
}
