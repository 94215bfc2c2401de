import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeSearchAnswer } from '@lodestar/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';
import { PLACE_SEARCH_UNAVAILABLE } from './places.service.ts';

let t: TestApp;
let admin: string;
let driver: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin@acme.test');
  driver = await signIn(t.app, 'driver@acme.test');
}, 60_000);
afterAll(() => t.close());

const search = (query: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/places/search?${query}`,
    headers: token ? bearer(token) : {},
  });

describe('GET /api/places/search', () => {
  it('finds towns by name from the offline gazetteer, best first, with point and viewport', async () => {
    const res = await search('q=springfield%2C%20il&limit=3', admin);
    expect(res.statusCode).toBe(200);
    const { data } = placeSearchAnswer.parse(res.json());
    expect(data[0]).toMatchObject({ label: 'Springfield, IL, US' });
    expect(data[0]!.lat).toBeCloseTo(39.8, 0);
    expect(data[0]!.bbox).toHaveLength(4);
  });

  it('answers any signed-in user, the devices role too (it reads no account data)', async () => {
    const res = await search('q=Chicago', driver);
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].label).toMatch(/^Chicago, IL, US/);
    expect(res.json().data.length).toBeLessThanOrEqual(5);
  });

  it('refuses a one-letter or missing text and a limit above 10 with the reason', async () => {
    const short = await search('q=a', admin);
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.q[0]).toMatch(/at least 2 characters/);
    expect((await search('', admin)).statusCode).toBe(422);
    const many = await search('q=spring&limit=50', admin);
    expect(many.statusCode).toBe(422);
    expect(many.json().errors.limit[0]).toMatch(/at most 10/);
  });

  it('needs a session', async () => {
    expect((await search('q=Chicago')).statusCode).toBe(401);
  });

  it('answers 502 with a plain message when the provider cannot be reached', async () => {
    const { geocoder } = t.app.services.addresses;
    const original = geocoder.search;
    geocoder.search = async () => {
      throw new Error('connect ECONNREFUSED');
    };
    try {
      const res = await search('q=Chicago', admin);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ message: PLACE_SEARCH_UNAVAILABLE });
    } finally {
      geocoder.search = original;
    }
  });
});
