import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { deviceIdOf, osmandQuery, storedPositions, unixMinutesAgo } from './ingest.test-helper.ts';
import { startOsmandListener, type OsmandListener } from './osmand-listener.ts';

let t: TestApp;
let listener: OsmandListener;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  listener = await startOsmandListener(t.app.services, { port: 0, host: '127.0.0.1', logger: t.app.log });
  base = `http://127.0.0.1:${listener.port}`;
});
afterAll(async () => {
  await listener.close();
  await t.close();
});

describe('the OsmAnd listener on its own port', () => {
  it('stores a report sent to the root path, as Traccar Client does', async () => {
    const device = await deviceIdOf(t.database, 'LS100001');
    const res = await fetch(
      `${base}/?${osmandQuery({ id: 'LS100001', lat: 40, lon: -75, timestamp: unixMinutesAgo(9) })}`,
      {
        method: 'POST',
      },
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
    expect(await storedPositions(t.database, device)).toHaveLength(1);
  });

  it('accepts any path and method, and the JSON body', async () => {
    const device = await deviceIdOf(t.database, 'LS100002');
    const get = await fetch(
      `${base}/some/device/path?${osmandQuery({ id: 'LS100002', lat: 41, lon: -75, timestamp: unixMinutesAgo(8) })}`,
    );
    expect(get.status).toBe(200);
    const json = await fetch(`${base}/anything`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        device_id: 'LS100002',
        location: {
          timestamp: new Date(Date.now() - 60_000).toISOString(),
          coords: { latitude: 41.001, longitude: -75 },
        },
      }),
    });
    expect(json.status).toBe(200);
    expect(await storedPositions(t.database, device)).toHaveLength(2);
  });

  it('answers an unknown tracker 400 and a bad value 400 with the reason', async () => {
    const unknown = await fetch(`${base}/?${osmandQuery({ id: 'NOPE-1', lat: 40, lon: -75 })}`);
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { message: string }).message).toMatch(/NOPE-1/);
    const bad = await fetch(`${base}/?id=LS100001&lat=95&lon=-75`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: object }).errors).toHaveProperty('lat');
  });

  it('refuses a body over 64 kB with 413', async () => {
    const res = await fetch(`${base}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `id=LS100001&lat=40&lon=-75&x=${'y'.repeat(70 * 1024)}`,
    });
    expect(res.status).toBe(413);
  });
});
