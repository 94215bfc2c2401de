import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACKER_SETTINGS_TEXTS, trackerTriggers } from '@lodestar/contracts';
import { deviceIdOf } from '../../ingest/ingest.test-helper.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';

let t: TestApp;
const tokens = {} as Record<'admin' | 'dispatch' | 'driver' | 'maria', string>;
let reefer: number; // Reefer 01
let driverReefer: number; // Reefer 07 - Driver
let truck: number; // no sensors

beforeAll(async () => {
  t = await createTestApp();
  for (const key of ['admin', 'dispatch', 'driver'] as const)
    tokens[key] = await signIn(t.app, `${key}@acme.test`);
  tokens.maria = await signIn(t.app, 'maria@rivera.test');
  reefer = await deviceIdOf(t.database, 'LS100045');
  driverReefer = await deviceIdOf(t.database, 'LS100051');
  truck = await deviceIdOf(t.database, 'LS100001');
});
afterAll(() => t.close());

const url = (id: number | string) => `/api/devices/${id}/triggers`;
const get = (id: number | string, token?: string) =>
  t.app.inject({ method: 'GET', url: url(id), headers: token ? bearer(token) : {} });
const post = (id: number | string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url: url(id), payload, headers: token ? bearer(token) : {} });
const sla = { min_temperature: 2, max_temperature: 8, min_humidity: 30, max_humidity: 90 };

describe('GET /api/devices/{id}/triggers', () => {
  it("answers the tracker's SLAs in Celsius: the demo reefers have the chilled-goods SLA", async () => {
    const res = await get(reefer, tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(trackerTriggers.parse(res.json().data)).toEqual({
      device_id: reefer,
      min_temperature: 0,
      max_temperature: 8,
      min_humidity: 60,
      max_humidity: 95,
    });
  });

  it('answers all bounds null for a tracker without SLAs', async () => {
    const res = await get(truck, tokens.admin);
    expect(res.json().data).toEqual({
      device_id: truck,
      min_temperature: null,
      max_temperature: null,
      min_humidity: null,
      max_humidity: null,
    });
  });

  it('lets the devices role read its own tracker only', async () => {
    expect((await get(driverReefer, tokens.driver)).statusCode).toBe(200);
    const other = await get(reefer, tokens.driver);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Tracker not found.' });
  });

  it("answers 404 for another account's tracker or a bad id, 401 without a session", async () => {
    expect((await get(reefer, tokens.maria)).statusCode).toBe(404);
    expect((await get('abc', tokens.admin)).statusCode).toBe(404);
    expect((await get(reefer)).statusCode).toBe(401);
  });
});

describe('POST /api/devices/{id}/triggers', () => {
  it('replaces the SLAs; a missing or null bound disables it', async () => {
    const res = await post(reefer, { device_id: reefer, ...sla }, tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ device_id: reefer, ...sla });
    const partial = await post(reefer, { max_temperature: -18.5, min_humidity: null }, tokens.dispatch);
    expect(partial.statusCode).toBe(200);
    expect((await get(reefer, tokens.admin)).json().data).toEqual({
      device_id: reefer,
      min_temperature: null,
      max_temperature: -18.5,
      min_humidity: null,
      max_humidity: null,
    });
  });

  it('accepts a bound equal to the other one (a single allowed value)', async () => {
    const res = await post(reefer, { min_temperature: 4, max_temperature: 4 }, tokens.admin);
    expect(res.statusCode).toBe(200);
  });

  it('refuses bad numbers with a message per field', async () => {
    const cases: [object, string][] = [
      [{ min_temperature: 9, max_temperature: 8 }, 'min_temperature'],
      [{ min_humidity: 80, max_humidity: 20 }, 'min_humidity'],
      [{ max_humidity: 101 }, 'max_humidity'],
      [{ min_humidity: -1 }, 'min_humidity'],
      [{ max_temperature: 1000 }, 'max_temperature'],
      [{ min_temperature: '5' }, 'min_temperature'],
    ];
    for (const [payload, field] of cases) {
      const res = await post(reefer, payload, tokens.admin);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors).toHaveProperty([field]);
    }
    const mismatch = await post(reefer, { device_id: truck, ...sla }, tokens.admin);
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toHaveProperty(['device_id']);
  });

  it('refuses SLAs for a model without temperature or humidity sensors', async () => {
    const res = await post(truck, sla, tokens.admin);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: TRACKER_SETTINGS_TEXTS.noSlaSensors });
  });

  it('is for admin and all: the devices role gets 403 on its own tracker and 404 on others', async () => {
    const own = await post(driverReefer, sla, tokens.driver);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: 'Access denied' });
    expect((await post(reefer, sla, tokens.driver)).statusCode).toBe(404);
    // nothing changed
    expect((await get(driverReefer, tokens.admin)).json().data.max_temperature).toBe(8);
  });

  it("answers 404 for another account's tracker and 401 without a session", async () => {
    expect((await post(reefer, sla, tokens.maria)).statusCode).toBe(404);
    expect((await post(reefer, sla)).statusCode).toBe(401);
  });
});
