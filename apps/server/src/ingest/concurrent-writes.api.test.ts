import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressBook } from '../integrations/geocoder/address-book.ts';
import { geocodeCacheStore } from '../integrations/geocoder/geocode-cache.repository.ts';
import { OfflineGeocoder } from '../integrations/geocoder/offline-geocoder.ts';
import { PositionBus, type StoredPositions } from '../realtime/position-bus.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { currentPosition, deviceIdOf, storedPositions, trackerReport } from './ingest.test-helper.ts';
import { PositionPipeline } from './position-pipeline.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const silent = { info: () => {}, warn: () => {}, error: () => {} };

describe('two batches written at once', () => {
  it('stores every report once and moves each tracker forward in fix order', async () => {
    const bus = new PositionBus();
    // a second write starts as soon as one report waits behind a running one, so the burst below overlaps
    const pipeline = new PositionPipeline(
      t.database,
      bus,
      new AddressBook(new OfflineGeocoder(), geocodeCacheStore(t.database.db)),
      { overspeedKmh: 120, log: silent, batch: { writers: 2, overlapFrom: 1, delayMs: 0 } },
    );
    const serials = Array.from({ length: 60 }, (_, i) => `LS1000${String(i + 1).padStart(2, '0')}`);
    const ids = new Map(
      await Promise.all(serials.map(async (s) => [await deviceIdOf(t.database, s), s] as const)),
    );
    const published: StoredPositions[] = [];
    bus.onStored((batch) => published.push(...batch));

    // 60 trackers, 5 reports each, sent as trackers do: each one's in time order, interleaved with the others'
    const start = Date.now() - 4 * 60_000;
    const outcomes: Promise<string>[] = [];
    for (let round = 0; round < 5; round++) {
      for (const [i, serial] of serials.entries()) {
        const fixTime = new Date(start + round * 30_000);
        const at = { latitude: 40 + round / 100, longitude: -75 + i / 100 };
        outcomes.push(pipeline.submit({ deviceIdentifier: serial, ...trackerReport({ fixTime, ...at }) }));
        if (i % 20 === 19) await new Promise((r) => setImmediate(r));
      }
    }
    expect(await Promise.all(outcomes)).toEqual(outcomes.map(() => 'stored'));
    await pipeline.close();

    const newest = new Date(start + 4 * 30_000);
    for (const deviceId of ids.keys()) {
      const times = published
        .flatMap((b) => b.positions.filter((p) => p.device_id === deviceId))
        .map((p) => p.timestamp);
      // live markers never step backwards: a tracker's positions go out in fix order, each once
      expect(times).toEqual([...new Set(times)].sort());
      expect(times.at(-1)).toBe(newest.toISOString());
      const stored = await storedPositions(t.database, deviceId);
      expect(stored.filter((p) => p.fixTime >= new Date(start))).toHaveLength(5);
      expect((await currentPosition(t.database, deviceId))?.fixTime).toEqual(newest);
    }
  });
});
