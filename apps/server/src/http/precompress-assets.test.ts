import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
  existsSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { filesToPrecompress, precompressAssets } from './precompress-assets.ts';

/** A few kB of text that differs per call, so every test compresses for real. */
const script = (seed: string) =>
  `// ${seed}\n` +
  `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `${seed}-${i}`))};\n`;

describe('precompressing the built web app', () => {
  let dist: string;
  let cacheDir: string;

  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'lodestar-precompress-dist-'));
    cacheDir = mkdtempSync(path.join(tmpdir(), 'lodestar-precompress-cache-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'app-1.js'), script(`a${Math.random()}`));
    writeFileSync(
      path.join(dist, 'assets', 'data-2.json'),
      JSON.stringify({ text: script(`b${Math.random()}`) }),
    );
    writeFileSync(path.join(dist, 'assets', 'tiny-3.css'), 'a{}');
    writeFileSync(path.join(dist, 'assets', 'font-4.woff2'), Buffer.alloc(4096, 7));
  });
  afterEach(() => {
    rmSync(dist, { recursive: true, force: true });
    rmSync(cacheDir, { recursive: true, force: true });
  });

  it('writes a .br and a .gz that decompress to the file, for text files of 1 kB and more only', async () => {
    const result = await precompressAssets(dist, { cacheDir });
    expect(result.compressed).toBe(2);
    for (const name of ['app-1.js', 'data-2.json']) {
      const raw = readFileSync(path.join(dist, 'assets', name));
      expect(brotliDecompressSync(readFileSync(path.join(dist, 'assets', `${name}.br`)))).toEqual(raw);
      expect(gunzipSync(readFileSync(path.join(dist, 'assets', `${name}.gz`)))).toEqual(raw);
    }
    expect(existsSync(path.join(dist, 'assets', 'tiny-3.css.br'))).toBe(false);
    expect(existsSync(path.join(dist, 'assets', 'font-4.woff2.br'))).toBe(false);
    // a later start finds nothing left to do
    expect(await filesToPrecompress(dist)).toEqual([path.join(dist, 'assets', 'tiny-3.css')]);
  });

  it('takes what it compressed before from the cache for a rebuilt dist', async () => {
    await precompressAssets(dist, { cacheDir });
    for (const name of readdirSync(path.join(dist, 'assets')))
      if (/\.(br|gz)$/.test(name)) rmSync(path.join(dist, 'assets', name));
    const again = await precompressAssets(dist, { cacheDir });
    expect(again).toMatchObject({ compressed: 0, fromCache: 2 });
    const raw = readFileSync(path.join(dist, 'assets', 'app-1.js'));
    expect(brotliDecompressSync(readFileSync(path.join(dist, 'assets', 'app-1.js.br')))).toEqual(raw);
  });

  it('leaves whole files and no temporary ones when several instances share the dist', async () => {
    await Promise.all([precompressAssets(dist, { cacheDir }), precompressAssets(dist, { cacheDir })]);
    const names = readdirSync(path.join(dist, 'assets'));
    expect(names.filter((n) => n.endsWith('.tmp'))).toEqual([]);
    const raw = readFileSync(path.join(dist, 'assets', 'data-2.json'));
    expect(brotliDecompressSync(readFileSync(path.join(dist, 'assets', 'data-2.json.br')))).toEqual(raw);
    expect(gunzipSync(readFileSync(path.join(dist, 'assets', 'data-2.json.gz')))).toEqual(raw);
  });

  it('stops between files when its server closes', async () => {
    const result = await precompressAssets(dist, { cacheDir, stopped: () => true });
    expect(result).toMatchObject({ compressed: 0, fromCache: 0 });
    expect(readdirSync(path.join(dist, 'assets')).some((n) => n.endsWith('.br'))).toBe(false);
  });
});
