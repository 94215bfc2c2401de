import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devicePathsResponse } from '@lodestar/contracts';
import type { TestApp } from '../../test/test-app.ts';
import { storeTestPosition } from '../devices/current-position.test-helper.ts';
import { bearer } from '../session/sign-in.test-helper.ts';
import {
  constructedTrack,
  type HistoryTokens,
  openHistoryTestApp,
  storeConstructedTrack,
} from './history.test-helper.ts';

let t: TestApp;
let tokens: HistoryTokens;
let vanId: number;
let truckId: number;
let riveraCar: number;
const DAY = { date_from: '2026-03-10T00:00:00Z', date_to: '2026-03-10T23:59:59Z' };

beforeAll(async () => {
  ({ t, tokens, vanId, truckId, riveraCar } = await openHistoryTestApp());
  await storeConstructedTrack(t.database, riveraCar);
  await storeTestPosition(t.database, truckId, {
    lat: 41.5,
    lng: -87.5,
    at: new Date('2026-03-10T12:00:00Z'),
  });
});
afterAll(() => t.close());

const post = (payload: unknown, token?: string, accountId = t.demo.accounts.acme) =>
  t.app.inject({
    method: 'POST',
    url: `/api/accounts/${accountId}/positions`,
    payload: payload as object,
    headers: token ? bearer(token) : {},
  });

describe('POST /api/accounts/{id}/positions', () => {
  it('answers each tracker’s path in time order with its current position, in the order asked', async () => {
    const res = await post({ ...DAY, device_ids: [truckId, vanId] }, tokens.admin);
    expect(res.statusCode).toBe(200);
    const { data } = devicePathsResponse.parse(res.json());
    expect(data.map((d) => d.id)).toEqual([truckId, vanId]);
    const [truck, van] = data;
    expect(truck!.path).toHaveLength(1);
    expect(truck!.current_position).toMatchObject({ device_id: truckId, location: [-87.5, 41.5] });
    expect(van!.name).toBe('Van 07 - Driver');
    expect(van!.path).toHaveLength(constructedTrack().length);
    const times = van!.path.map((p) => p.timestamp);
    expect(times).toEqual([...times].sort());
    expect(van!.current_position).toMatchObject({ device_id: vanId, timestamp: times.at(-1) });
  });

  it('answers an empty path and a null current position for a tracker without positions', async () => {
    const quiet = t.demo.devices.acme.find((id) => id !== vanId && id !== truckId)!;
    const res = await post({ ...DAY, device_ids: [quiet] }, tokens.admin);
    expect(res.json().data).toEqual([
      expect.objectContaining({ id: quiet, path: [], current_position: null }),
    ]);
  });

  it('leaves out trackers of another account, unknown ids and repeats', async () => {
    const res = await post({ ...DAY, device_ids: [vanId, riveraCar, 999_999, vanId] }, tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((d: { id: number }) => d.id)).toEqual([vanId]);
  });

  it('refuses bad input with a clear 422', async () => {
    const cases: [unknown, RegExp][] = [
      [{ ...DAY, device_ids: [] }, /device_ids/],
      [{ ...DAY }, /device_ids/],
      [{ date_to: DAY.date_to, device_ids: [vanId] }, /date_from/],
      [{ ...DAY, device_ids: ['x'] }, /device_ids/],
      [
        { date_from: '2026-03-11T00:00:00Z', date_to: '2026-03-10T00:00:00Z', device_ids: [vanId] },
        /start date/,
      ],
      [
        { date_from: '2024-01-01T00:00:00Z', date_to: '2026-03-10T00:00:00Z', device_ids: [vanId] },
        /366 days/,
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await post(payload, tokens.admin);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(JSON.stringify(res.json())).toMatch(message);
    }
  });

  it('needs a session', async () => {
    expect((await post({ ...DAY, device_ids: [vanId] })).statusCode).toBe(401);
  });

  it('refuses another account', async () => {
    const res = await post({ ...DAY, device_ids: [vanId] }, tokens.maria);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Access denied' });
  });

  it('gives a devices-role user only the trackers granted to them', async () => {
    const res = await post({ ...DAY, device_ids: [vanId, truckId] }, tokens.driver);
    expect(res.json().data.map((d: { id: number }) => d.id)).toEqual([vanId]);
  });
});
