import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredPositions } from '../realtime/position-bus.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { currentPosition, deviceIdOf, osmandQuery, unixMinutesAgo } from './ingest.test-helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const report = (params: Record<string, string | number>) =>
  t.app.inject({ method: 'GET', url: `/api/ingest/osmand?${osmandQuery(params)}` });

/** What the bus publishes while `act` runs. */
async function published(act: () => Promise<unknown>): Promise<StoredPositions[]> {
  const seen: StoredPositions[] = [];
  const off = t.app.services.positionBus.onStored((batch) => seen.push(...batch));
  try {
    await act();
  } finally {
    off();
  }
  return seen;
}

describe('movement times on the current position', () => {
  it('counts leaving 100 m as movement, jitter not, and a far cell fix only without-cell excluded', async () => {
    const device = await deviceIdOf(t.database, 'LS100030');
    const first = unixMinutesAgo(50);
    await report({ id: 'LS100030', lat: 40, lon: -75, timestamp: first });
    // about 55 m north: jitter
    await report({ id: 'LS100030', lat: 40.0005, lon: -75, timestamp: unixMinutesAgo(45) });
    let current = await currentPosition(t.database, device);
    expect(current?.lastMovementTime).toEqual(new Date(first * 1000));
    expect(current?.lastMovementTimeWithoutCell).toEqual(new Date(first * 1000));

    // about 5.5 km away, but a cell fix
    const cell = unixMinutesAgo(40);
    await report({ id: 'LS100030', lat: 40.05, lon: -75, timestamp: cell, fix: 'cell', accuracy: 900 });
    current = await currentPosition(t.database, device);
    expect(current?.lastMovementTime).toEqual(new Date(cell * 1000));
    expect(current?.lastMovementTimeWithoutCell).toEqual(new Date(first * 1000));

    // a GPS fix 1 km away
    const gps = unixMinutesAgo(30);
    await report({ id: 'LS100030', lat: 40.009, lon: -75, timestamp: gps, accuracy: 5 });
    current = await currentPosition(t.database, device);
    expect(current?.lastMovementTimeWithoutCell).toEqual(new Date(gps * 1000));
  });
});

describe('publishing stored positions', () => {
  it('publishes each stored position once, as API Positions grouped by the owning account', async () => {
    const acmeTruck = await deviceIdOf(t.database, 'LS100031');
    const riveraCar = await deviceIdOf(t.database, 'LS200001');
    const timestamp = unixMinutesAgo(5);
    const batches = await published(() =>
      Promise.all([
        report({ id: 'LS100031', lat: 40, lon: -75, timestamp, speed: 20, batt: 80 }),
        report({ id: 'LS200001', lat: 41, lon: -74, timestamp }),
      ]),
    );
    const all = batches.flatMap((b) => b.positions.map((p) => ({ accountId: b.accountId, ...p })));
    expect(all).toHaveLength(2);
    expect(all.find((p) => p.device_id === acmeTruck)).toMatchObject({
      accountId: t.demo.accounts.acme,
      location: [-75, 40],
      timestamp: new Date(timestamp * 1000).toISOString(),
      battery: 80,
      low_battery: false,
      last_movement_time: new Date(timestamp * 1000).toISOString(),
    });
    expect(all.find((p) => p.device_id === acmeTruck)?.speed).toBeCloseTo(10.29, 2);
    expect(all.find((p) => p.device_id === riveraCar)).toMatchObject({ accountId: t.demo.accounts.rivera });
  });

  it('does not publish a repeat or a late report, which would move live markers backwards', async () => {
    const timestamp = unixMinutesAgo(3);
    await report({ id: 'LS100032', lat: 40, lon: -75, timestamp });
    const batches = await published(async () => {
      await report({ id: 'LS100032', lat: 40, lon: -75, timestamp });
      await report({ id: 'LS100032', lat: 39, lon: -75, timestamp: unixMinutesAgo(30) });
    });
    expect(batches).toEqual([]);
  });

  it('still acknowledges stored reports when a listener throws', async () => {
    const off = t.app.services.positionBus.onStored(() => {
      throw new Error('socket hub bug');
    });
    try {
      expect(
        (await report({ id: 'LS100033', lat: 40, lon: -75, timestamp: unixMinutesAgo(2) })).statusCode,
      ).toBe(200);
    } finally {
      off();
    }
  });
});
