import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SESSION_COOKIE } from '@lodestar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <link rel="icon" type="image/svg+xml" href="/brand/favicon.svg" />
    <title>Lodestar</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** The boot data the page carries in its meta tag. */
function bootOf(html: string): Record<string, unknown> {
  const content = /<meta name="lodestar-boot" content="([^"]*)"/.exec(html)?.[1] ?? '';
  return JSON.parse(content.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as Record<string, unknown>;
}

// issue 15: the favicon was asked for about six times a page; a signed-out page logged GET /me's 401
describe('the served web app', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'lodestar-web-'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    mkdirSync(path.join(dist, 'brand'));
    writeFileSync(
      path.join(dist, 'brand', 'consumer-favicon.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('lets the browser keep the brand favicon for a week', async () => {
    const res = await t.app.inject({ url: '/brand/consumer-favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age=604800');
    // the page itself is still asked for every time, so a new build is picked up at once
    const page = await t.app.inject({ url: '/trackers' });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('href="/brand/consumer-favicon.svg"');
  });

  it('tells the app whether the page came with a session cookie', async () => {
    const signedOut = await t.app.inject({ url: '/login' });
    expect(bootOf(signedOut.body).sessionCookie).toBe(false);
    const other = await t.app.inject({ url: '/login', headers: { cookie: 'theme=dark' } });
    expect(bootOf(other.body).sessionCookie).toBe(false);
    const withCookie = await t.app.inject({
      url: '/trackers',
      headers: { cookie: `theme=dark; ${SESSION_COOKIE}=abc` },
    });
    expect(bootOf(withCookie.body).sessionCookie).toBe(true);
  });
});
