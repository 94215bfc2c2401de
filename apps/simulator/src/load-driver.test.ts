import { afterEach, describe, expect, it } from 'vitest';
import { fleetIdentifiers, lifeQueries, loadSpecs } from './load-fleet.ts';
import { runLoad } from './load-driver.ts';
import { createOsmandSender } from './osmand-sender.ts';
import { startTestOsmandServer, type TestOsmandServer } from './test-osmand-server.ts';

let server: TestOsmandServer | undefined;
afterEach(() => server?.close());

describe('the load driver', () => {
  it('takes trackers in turns with distinct fix times, and stops by itself', async () => {
    server = await startTestOsmandServer();
    const specs = loadSpecs(fleetIdentifiers('BN', 20), 'auto');
    const sender = createOsmandSender({ url: server.url, connections: 8, method: 'POST' });
    const load = runLoad({
      sender,
      trackers: specs.length,
      intervalSeconds: 0,
      concurrency: 8,
      durationSeconds: 1,
      queryFor: lifeQueries(specs, true),
    });
    const totals = await load.done;
    await sender.close();
    expect(totals.failed).toBe(0);
    expect(totals.ok).toBe(server.reports.length);
    expect(totals.ok).toBeGreaterThan(100);
    expect(new Set(server.methods)).toEqual(new Set(['POST']));
    const perTracker = new Map<string, number[]>();
    for (const r of server.reports) {
      const times = perTracker.get(r.deviceIdentifier) ?? [];
      times.push(r.fixTime.getTime());
      perTracker.set(r.deviceIdentifier, times);
    }
    expect([...perTracker.keys()].sort()).toEqual(fleetIdentifiers('BN', 20));
    for (const times of perTracker.values()) expect(new Set(times).size).toBe(times.length);
  });

  it('paces each tracker to its interval', async () => {
    server = await startTestOsmandServer();
    const sender = createOsmandSender({ url: server.url, connections: 2 });
    const load = runLoad({
      sender,
      trackers: 4,
      intervalSeconds: 0.5,
      concurrency: 2,
      durationSeconds: 1.45,
      queryFor: lifeQueries(loadSpecs(fleetIdentifiers('LS1', 4), 'auto'), true),
    });
    const totals = await load.done;
    await sender.close();
    // tracker i is due at (round + i/4) * 0.5 s: two or three rounds fit in 1.45 s, never more
    expect(totals.ok).toBeGreaterThanOrEqual(8);
    expect(totals.ok).toBeLessThanOrEqual(12);
    for (const id of new Set(server.reports.map((r) => r.deviceIdentifier))) {
      const list = server.reports.filter((r) => r.deviceIdentifier === id);
      const times = list.map((r) => r.fixTime.getTime()).sort((a, b) => a - b);
      for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(450);
    }
  });
});
