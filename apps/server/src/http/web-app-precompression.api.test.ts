import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// issue 26 item 13: `npm start` waited 34 s for the build's precompression before the server could listen
describe('the web app is served before its assets are precompressed', () => {
  let t: TestApp;
  let dist: string;
  const asset = `export const names = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => `name ${i} ${Math.random()}`))};\n`;
  const assetFile = () => path.join(dist, 'assets', 'index-abc123.js');

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'lodestar-web-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(assetFile(), asset);
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends a file uncompressed while it has no compressed copy, and its brotli copy once the server wrote it', async () => {
    const before = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-encoding']).toBeUndefined();
    expect(before.body).toBe(asset);

    // listening starts the precompression in the background
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await expect
      .poll(() => existsSync(`${assetFile()}.br`) && existsSync(`${assetFile()}.gz`), { timeout: 20_000 })
      .toBe(true);
    const after = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(after.rawPayload).toString()).toBe(asset);
  });
});
