import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** The directives of a Content-Security-Policy header, by name. */
function parsePolicy(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

// the shape of the built page (apps/web/dist/index.html): module script and stylesheet by URL only
const BUILT_INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" type="image/svg+xml" href="/brand/favicon.svg" />
    <title>Lodestar</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

describe('Content-Security-Policy', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'lodestar-csp-'));
    writeFileSync(path.join(dist, 'index.html'), BUILT_INDEX);
    t = await createTestApp({
      WEB_DIST: dist,
      STREET_TILES_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
      SATELLITE_TILES_URL: 'https://imagery.example.net/{z}/{y}/{x}',
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the app page with a strict policy and no inline script', async () => {
    const res = await t.app.inject({ url: '/map' });
    expect(res.statusCode).toBe(200);
    const policy = parsePolicy(res.headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(policy.get('img-src')).toEqual(
      expect.arrayContaining([
        'data:',
        'blob:',
        'https://*.tiles.example.org',
        'https://imagery.example.net',
      ]),
    );
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://*.tiles.example.org', 'https://imagery.example.net']),
    );
    expect([...policy.values()].flat()).not.toContain("'unsafe-inline'");
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");

    // every script of the page is loaded by URL
    const scripts = [...res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\ssrc=/);
      expect(body!.trim()).toBe('');
    }
  });

  it('gives each page load its own style nonce, in the header and the boot data', async () => {
    const first = await t.app.inject({ url: '/' });
    const second = await t.app.inject({ url: '/' });
    const nonceOf = (header: unknown) =>
      parsePolicy(header)
        .get('style-src')
        ?.find((s) => s.startsWith("'nonce-"))
        ?.slice("'nonce-".length, -1);
    const nonce = nonceOf(first.headers['content-security-policy']);
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
    expect(nonceOf(second.headers['content-security-policy'])).not.toBe(nonce);

    const meta = /<meta name="lodestar-boot" content="([^"]*)"/.exec(first.body)?.[1];
    const boot = JSON.parse(meta!.replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
    expect(boot).toMatchObject({ brand: 'consumer', styleNonce: nonce });
    expect(boot.streetTilesUrl).toBe('https://{s}.tiles.example.org/{z}/{x}/{y}.png');
  });

  it('sets a policy on API answers too, and no HSTS on a plain http public URL', async () => {
    const res = await t.app.inject({ url: '/api/me' });
    expect(parsePolicy(res.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"]);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('gives the API docs their own policy that still allows no inline script', async () => {
    const res = await t.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const policy = parsePolicy(res.headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(res.body).not.toMatch(/<script>(?!\s*<\/script>)/);
  });
});

describe('HSTS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://track.example.com' });
  });
  afterAll(() => t.close());

  it('is sent when the public URL is https', async () => {
    const res = await t.app.inject({ url: '/api/me' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
