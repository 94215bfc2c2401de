import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressBook } from '../integrations/geocoder/address-book.ts';
import { geocodeCacheStore } from '../integrations/geocoder/geocode-cache.repository.ts';
import { OfflineGeocoder } from '../integrations/geocoder/offline-geocoder.ts';
import { PositionBus } from '../realtime/position-bus.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { deviceIdOf, storedPositions } from './ingest.test-helper.ts';
import { decodeOsmandQuery } from './osmand-decoder.ts';
import { PositionPipeline } from './position-pipeline.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('values a decoder dropped', () => {
  it('are logged by the pipeline, summed up, with a tracker to look at, while the fixes are stored', async () => {
    const warnings: { details: object; message: string }[] = [];
    const log = {
      info: () => {},
      error: () => {},
      warn: (details: object, message: string) => warnings.push({ details, message }),
    };
    const pipeline = new PositionPipeline(
      t.database,
      new PositionBus(),
      new AddressBook(new OfflineGeocoder(), geocodeCacheStore(t.database.db)),
      { overspeedKmh: 120, log },
    );
    const id = await deviceIdOf(t.database, 'LS100007');
    const now = new Date();
    for (const [seconds, extra] of [
      [30, { batt: '120', charge: 'yes' }],
      [20, { batt: '140', valid: 'perhaps' }],
    ] as const) {
      const report = decodeOsmandQuery(
        {
          id: 'LS100007',
          lat: '44.4268',
          lon: '26.1025',
          timestamp: String(Math.floor(now.getTime() / 1000) - seconds),
          ...extra,
        },
        { speedUnit: 'kn', now },
      );
      await expect(pipeline.submit(report)).resolves.toBe('stored');
    }
    await pipeline.close();
    expect(await storedPositions(t.database, id)).toHaveLength(2);
    const line = warnings.find((w) => /values left out/.test(w.message));
    expect(line?.details).toMatchObject({ reports: 2, fields: { batt: 2, valid: 1 }, example: 'LS100007' });
  });
});
