import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { currentPosition, deviceIdOf, storedPositions } from './ingest.test-helper.ts';

/** A position as a Traccar server forwards it (forward.type=json). */
function forward(uniqueId: string, minutesAgo: number, over: Record<string, unknown> = {}) {
  return {
    position: {
      id: 9001,
      deviceId: 17,
      protocol: 'teltonika',
      fixTime: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
      valid: true,
      latitude: 29.7604,
      longitude: -95.3698,
      altitude: 12,
      speed: 50,
      course: 180,
      accuracy: 0,
      attributes: { batteryLevel: 12, ignition: true, temp1: 4.5, raw: 'deadbeef' },
      ...over,
    },
    device: { id: 17, name: 'Reefer', uniqueId, status: 'online' },
  };
}

const SECRET = 'forward-secret-123';
const withSecret = { 'x-lodestar-secret': SECRET };

describe('Traccar forwarding at /api/ingest/traccar', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRACCAR_FORWARD_SECRET: SECRET });
  });
  afterAll(() => t.close());

  it('stores a forwarded position with converted units and flags', async () => {
    const device = await deviceIdOf(t.database, 'LS100045');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ingest/traccar',
      headers: withSecret,
      payload: forward('LS100045', 2),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
    const [row] = await storedPositions(t.database, device);
    expect(row).toMatchObject({
      latitude: 29.7604,
      battery: 12,
      lowBattery: true,
      temperature: 4.5,
      address: 'Near Houston, TX, US',
    });
    // 50 knots
    expect(row!.speed).toBeCloseTo(25.72, 2);
    expect(row!.attributes).toMatchObject({ ignition: true, protocol: 'teltonika' });
    expect(row!.attributes).not.toHaveProperty('raw');
    expect(await currentPosition(t.database, device)).toMatchObject({ latitude: 29.7604 });
  });

  it('answers 404 for a device Lodestar does not know, and 400 for a body that is not a position forward', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/ingest/traccar',
      headers: withSecret,
      payload: forward('UNKNOWN-9', 1),
    });
    expect(unknown.statusCode).toBe(404);
    const event = await t.app.inject({
      method: 'POST',
      url: '/api/ingest/traccar',
      headers: withSecret,
      payload: { event: { type: 'deviceOnline' } },
    });
    expect(event.statusCode).toBe(400);
    expect(event.json().message).toMatch(/event forward/);
    const badLatitude = await t.app.inject({
      method: 'POST',
      url: '/api/ingest/traccar',
      headers: withSecret,
      payload: forward('LS100045', 1, { latitude: 'x' }),
    });
    expect(badLatitude.statusCode).toBe(400);
  });
});

describe('Traccar forwarding with TRACCAR_FORWARD_SECRET set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRACCAR_FORWARD_SECRET: SECRET });
  });
  afterAll(() => t.close());

  it('refuses a forward without the secret header, or with a wrong one, with 401 and stores nothing', async () => {
    const device = await deviceIdOf(t.database, 'LS100046');
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/ingest/traccar',
      payload: forward('LS100046', 1),
    });
    expect(none.statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/ingest/traccar',
      headers: { 'x-lodestar-secret': 'guess' },
      payload: forward('LS100046', 1),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toMatch(/x-lodestar-secret/i);
    expect(await storedPositions(t.database, device)).toHaveLength(0);
  });

  it('stores a forward carrying the secret', async () => {
    const device = await deviceIdOf(t.database, 'LS100046');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ingest/traccar',
      headers: { 'x-lodestar-secret': 'forward-secret-123' },
      payload: forward('LS100046', 1),
    });
    expect(res.statusCode).toBe(200);
    expect(await storedPositions(t.database, device)).toHaveLength(1);
  });
});

describe('Traccar forwarding without TRACCAR_FORWARD_SECRET (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is off: 403 saying how to turn it on, and nothing is stored, whatever header is sent', async () => {
    const device = await deviceIdOf(t.database, 'LS100047');
    for (const headers of [{}, { 'x-lodestar-secret': '' }, { 'x-lodestar-secret': 'guess' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/ingest/traccar',
        headers,
        payload: forward('LS100047', 1),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/TRACCAR_FORWARD_SECRET/);
    }
    expect(await storedPositions(t.database, device)).toHaveLength(0);
  });
});
