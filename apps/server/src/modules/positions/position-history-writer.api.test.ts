import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currentPosition,
  deviceIdOf,
  osmandQuery,
  storedPositions,
  trackerReport,
  unixMinutesAgo,
} from '../../ingest/ingest.test-helper.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { TrackerReport } from './new-position.ts';
import { storeHistory } from './position-history-writer.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const minutesAgo = (m: number) => new Date(Math.floor(Date.now() / 60_000) * 60_000 - m * 60_000);
function fix(m: number, latitude: number, over: Partial<TrackerReport> = {}): TrackerReport {
  return trackerReport({
    fixTime: minutesAgo(m),
    latitude,
    longitude: -75,
    speedMps: 1,
    accuracy: 10,
    battery: 90,
    ...over,
  });
}

describe('storeHistory', () => {
  it('writes thousands of positions, sets the current position and the movement state', async () => {
    const device = await deviceIdOf(t.database, 'LS100060');
    // 12,000 minutes: a drive north, then parked for the last 2,000 minutes
    const reports = Array.from({ length: 12_000 }, (_, i) =>
      fix(12_000 - i, 40 + Math.min(i, 10_000) * 0.0001),
    );
    const result = await storeHistory(t.database.db, device, reports, {
      addressOf: () => 'Near Somewhere, PA, US',
    });
    expect(result.stored).toBe(12_000);
    expect(await storedPositions(t.database, device)).toHaveLength(12_000);
    const current = await currentPosition(t.database, device);
    expect(current).toMatchObject({ latitude: 41, address: 'Near Somewhere, PA, US' });
    // the last step north of more than 100 m from the rest point, then no movement while parked
    expect(current!.lastMovementTime!.getTime()).toBeGreaterThan(minutesAgo(2100).getTime());
    expect(current!.lastMovementTime!.getTime()).toBeLessThanOrEqual(minutesAgo(2000).getTime());
  });

  it('skips fixes already stored and never moves the current position back', async () => {
    const device = await deviceIdOf(t.database, 'LS100061');
    await storeHistory(t.database.db, device, [fix(10, 40), fix(5, 40.5)]);
    const again = await storeHistory(t.database.db, device, [fix(10, 40), fix(20, 39)]);
    expect(again.stored).toBe(1);
    expect(await currentPosition(t.database, device)).toMatchObject({ latitude: 40.5 });
  });

  it('leaves the live pipeline right when history was written behind its back', async () => {
    const device = await deviceIdOf(t.database, 'LS100062');
    const live = (params: Record<string, number>) =>
      t.app.inject({
        method: 'GET',
        url: `/api/ingest/osmand?${osmandQuery({ id: 'LS100062', lon: -75, ...params })}`,
      });
    expect((await live({ lat: 40, timestamp: unixMinutesAgo(30) })).statusCode).toBe(200);
    // the pipeline now remembers the tracker at 40; the history writer moves it 10 km north
    await storeHistory(t.database.db, device, [fix(20, 40.1)]);
    // a live report next to the new place: not a movement, since the tracker came to rest there 20 minutes ago
    expect((await live({ lat: 40.1002, timestamp: unixMinutesAgo(10) })).statusCode).toBe(200);
    const current = await currentPosition(t.database, device);
    expect(current).toMatchObject({ latitude: 40.1002 });
    expect(current!.lastMovementTime).toEqual(minutesAgo(20));
  });

  it('keeps a parked tracker parked when its rest point came from a cell fix, across both writers', async () => {
    const device = await deviceIdOf(t.database, 'LS100063');
    // the history's last fix: a cell fix 111 m north of where the tracker stands
    await storeHistory(t.database.db, device, [fix(30, 40.001, { fix: 'cell', accuracy: 800, speedMps: 0 })]);
    // a live wifi fix where it stands: the same place, not a trip (the pipeline reads the rest point stored above)
    const live = await t.app.inject({
      method: 'GET',
      url: `/api/ingest/osmand?${osmandQuery({ id: 'LS100063', lat: 40, lon: -75, timestamp: unixMinutesAgo(20), fix: 'wifi', accuracy: 50 })}`,
    });
    expect(live.statusCode).toBe(200);
    expect((await currentPosition(t.database, device))!.lastMovementTime).toEqual(minutesAgo(30));
    // the wifi fix is now the rest point: a fix 133 m from it (22 m from the cell fix) is a move
    await storeHistory(t.database.db, device, [fix(10, 40.0012, { speedMps: 0 })]);
    expect((await currentPosition(t.database, device))!.lastMovementTime).toEqual(minutesAgo(10));
  });
});
