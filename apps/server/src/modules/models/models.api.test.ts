import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { model } from '@lodestar/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';

let t: TestApp;
let driver: string;
let maria: string;

beforeAll(async () => {
  t = await createTestApp();
  driver = await signIn(t.app, 'driver@acme.test');
  maria = await signIn(t.app, 'maria@rivera.test');
});
afterAll(() => t.close());

const models = (query: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/api/models${query}`, headers: token ? bearer(token) : {} });

describe('GET /api/models', () => {
  it('lists the model catalogue in title order with paging meta, for any signed-in role', async () => {
    for (const token of [driver, maria]) {
      const res = await models('?per_page=200', token);
      expect(res.statusCode).toBe(200);
      const { data, meta } = res.json();
      expect(data.map((m: { title: string }) => m.title)).toEqual([
        'Asset Tag BLE',
        'Car Charger',
        'Cold Chain 300',
        'Mobile 200',
      ]);
      for (const m of data) model.parse(m);
      expect(data[0]).toMatchObject({ device_type: 'bt10', ble_support: true, expected_report_minutes: 30 });
      expect(meta).toEqual({ current_page: 1, last_page: 1, from: 1, to: 4, total: 4, per_page: 200 });
    }
  });

  it('pages', async () => {
    const res = await models('?per_page=3&page=2', driver);
    expect(res.json().data.map((m: { title: string }) => m.title)).toEqual(['Mobile 200']);
    expect(res.json().meta).toMatchObject({ current_page: 2, last_page: 2, from: 4, to: 4, total: 4 });
    const past = await models('?page=9', driver);
    expect(past.json()).toMatchObject({ data: [], meta: { from: null, to: null, total: 4 } });
  });

  it('refuses per_page over 200 and malformed numbers with 422', async () => {
    for (const query of ['?per_page=201', '?per_page=0', '?page=-1', '?page=abc', '?per_page=1e40']) {
      expect((await models(query, driver)).statusCode, query).toBe(422);
    }
  });

  it('answers 401 without a session', async () => {
    expect((await models('')).statusCode).toBe(401);
  });
});
