import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { geocodeCache } from '../db/schema/index.ts';
import { AddressBook } from '../integrations/geocoder/address-book.ts';
import { geocodeCacheStore } from '../integrations/geocoder/geocode-cache.repository.ts';
import type { Geocoder } from '../integrations/geocoder/geocoder.ts';
import { PositionBus } from '../realtime/position-bus.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { currentPosition, deviceIdOf, storedPositions, trackerReport } from './ingest.test-helper.ts';
import { PositionPipeline } from './position-pipeline.ts';
import type { PositionReport } from './position-report.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const report = (over: Partial<PositionReport>): PositionReport => ({
  deviceIdentifier: 'LS100020',
  ...trackerReport({
    fixTime: new Date(Date.now() - 60_000),
    latitude: 41.8755,
    longitude: -87.6244,
    ...over,
  }),
});

describe('addresses from a remote geocoder', () => {
  it('stores the position first and fills its address (and the current one) when the lookup answers', async () => {
    // one answer, released by the test: a lookup that starts only after the release still gets it
    let release: () => void = () => {};
    const answer = new Promise<string>(
      (resolve) => (release = () => resolve('233 South Wacker Drive, Chicago, US')),
    );
    const slow: Geocoder = { name: 'remote', reverse: () => answer };
    const pipeline = new PositionPipeline(
      t.database,
      new PositionBus(),
      new AddressBook(slow, geocodeCacheStore(t.database.db)),
      { overspeedKmh: 120, log: silent },
    );
    const device = await deviceIdOf(t.database, 'LS100020');
    // acknowledged while the geocoder has not answered yet
    await expect(pipeline.submit(report({}))).resolves.toBe('stored');
    expect((await storedPositions(t.database, device))[0]?.address).toBeNull();

    release();
    await pipeline.addressesSettled();
    expect((await storedPositions(t.database, device))[0]?.address).toBe(
      '233 South Wacker Drive, Chicago, US',
    );
    expect((await currentPosition(t.database, device))?.address).toBe('233 South Wacker Drive, Chicago, US');
    const cached = await t.database.db.select().from(geocodeCache);
    expect(cached).toContainEqual(expect.objectContaining({ key: '41.8755,-87.6244' }));

    // the next fix at the same place is addressed before it is stored
    await pipeline.submit(report({ fixTime: new Date(Date.now() - 30_000), latitude: 41.87551 }));
    expect((await storedPositions(t.database, device))[1]?.address).toBe(
      '233 South Wacker Drive, Chicago, US',
    );
    await pipeline.close();
  });
});
