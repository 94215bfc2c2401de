import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../modules/session/sign-in.test-helper.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { deviceIdOf, osmandQuery, storedPositions, unixMinutesAgo } from '../ingest/ingest.test-helper.ts';

let t: TestApp;
let admin: Record<string, string>;
let dispatch: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await signIn(t.app, 'admin@acme.test'));
  dispatch = bearer(await signIn(t.app, 'dispatch@acme.test'));
});
afterAll(() => t.close());

const NUL = 'must not contain a NUL character (\\u0000).';

describe('text the database cannot store (issue 14 item 9)', () => {
  it("refuses a NUL in a tracker's name or note with 422 naming the field, and changes nothing", async () => {
    const device = t.demo.devices.acme[44]!;
    for (const field of ['note', 'name']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/devices/${device}`,
        headers: admin,
        payload: { [field]: 'a\u0000b' },
      });
      expect(res.statusCode, field).toBe(422);
      expect(res.json()).toEqual({ message: `${field} ${NUL}`, errors: { [field]: [NUL] } });
    }
    const after = await t.app.inject({ method: 'GET', url: `/api/devices/${device}`, headers: admin });
    expect(after.json().data.name).toBe('Reefer 01');
  });

  it("refuses a NUL in a user's name or phone", async () => {
    for (const field of ['name', 'phone']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/users/${t.demo.users.dispatch}`,
        headers: dispatch,
        payload: { name: 'Dana Dispatch', email: 'dispatch@acme.test', [field]: 'a\u0000b' },
      });
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors).toEqual({ [field]: [NUL] });
    }
  });

  it('refuses a NUL in a query parameter, on GET and POST', async () => {
    const list = `/api/accounts/${t.demo.accounts.acme}/device-list`;
    const get = await t.app.inject({ method: 'GET', url: `${list}?search=%00`, headers: admin });
    expect(get.statusCode).toBe(422);
    expect(get.json()).toEqual({ message: `search ${NUL}`, errors: { search: [NUL] } });
    const post = await t.app.inject({
      method: 'POST',
      url: `${list}?search=a%00b`,
      headers: admin,
      payload: {},
    });
    expect(post.statusCode).toBe(422);
    expect(post.json().errors).toEqual({ search: [NUL] });
  });

  it('names a nested field and a field name, and refuses a lone surrogate (no UTF-8 form)', async () => {
    const url = `/api/accounts/${t.demo.accounts.acme}/device-ids`;
    const nested = await t.app.inject({
      method: 'POST',
      url,
      headers: admin,
      payload: { filters: { search: 'x\u0000' } },
    });
    expect(nested.statusCode).toBe(422);
    expect(nested.json().errors).toEqual({ 'filters.search': [NUL] });
    const key = await t.app.inject({ method: 'POST', url, headers: admin, payload: { 'a\u0000': 1 } });
    expect(key.statusCode).toBe(422);
    expect(key.json().message).toBe(
      'a\\u0000 is a field name that must not contain a NUL character (\\u0000).',
    );
    const surrogate = await t.app.inject({
      method: 'PUT',
      url: `/api/devices/${t.demo.devices.acme[44]}`,
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '{"note":"half \\ud800 a pair"}',
    });
    expect(surrogate.statusCode).toBe(422);
    expect(surrogate.json().errors).toEqual({
      note: ['must not contain a lone surrogate (invalid Unicode).'],
    });
  });

  it('stores text with characters that only look unusual (emoji, other scripts, tabs)', async () => {
    const note = 'Kühlkette 🚚 冷链\tok';
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/devices/${t.demo.devices.acme[45]}`,
      headers: admin,
      payload: { note },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.note).toBe(note);
  });
});

describe('tracker ingest keeps its own rules for such text', () => {
  it('stores a fix whose auxiliary field holds a NUL, and refuses an identifier with one', async () => {
    const deviceId = await deviceIdOf(t.database, 'LS100045');
    const timestamp = unixMinutesAgo(1);
    const report = { id: 'LS100045', lat: 40.5, lon: -74.25, timestamp };
    const aux = await t.app.inject({
      method: 'GET',
      url: `/api/ingest/osmand?${osmandQuery(report)}&note=a%00b`,
    });
    expect(aux.statusCode).toBe(200);
    expect((await storedPositions(t.database, deviceId)).map((p) => p.latitude)).toContain(40.5);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/ingest/osmand',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        device_id: 'LS100045',
        location: {
          timestamp: new Date((timestamp + 30) * 1000).toISOString(),
          coords: { latitude: 40.75, longitude: -74.25 },
          extras: { x: 'a\u0000b' },
        },
      }),
    });
    expect(json.statusCode).toBe(200);
    expect((await storedPositions(t.database, deviceId)).map((p) => p.latitude)).toContain(40.75);
    const badId = await t.app.inject({
      method: 'GET',
      url: `/api/ingest/osmand?${osmandQuery({ ...report, timestamp: timestamp + 60 })}`.replace(
        'LS100045',
        'LS1000%0045',
      ),
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errors).toHaveProperty('id');
  });
});
