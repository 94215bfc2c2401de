import { afterEach, describe, expect, it } from 'vitest';
import { startDemoSimulator, type DemoSimulator } from './demo-simulator.ts';
import { startTestOsmandServer, type TestOsmandServer } from './test-osmand-server.ts';

let server: TestOsmandServer | undefined;
let simulator: DemoSimulator | undefined;
afterEach(async () => {
  await simulator?.stop();
  await server?.close();
});

async function until(check: () => boolean, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
}

describe('the in-process demo simulator', () => {
  it('reports for every live tracker over OsmAnd, and never for a parked one', async () => {
    server = await startTestOsmandServer();
    simulator = startDemoSimulator({
      osmandUrl: server.url,
      intervalSeconds: 1,
      trackers: [
        { serial: 'LS100001', modelType: 'vl501' },
        { serial: 'LS100045', modelType: 'th300' },
        { serial: 'LS100002', modelType: 'vl501', parkedSince: new Date(Date.now() - 20 * 86_400_000) },
      ],
    });
    const ids = () => new Set(server!.reports.map((r) => r.deviceIdentifier));
    await until(() => ids().size >= 2, 5000);
    await simulator.stop();
    expect(ids()).toEqual(new Set(['LS100001', 'LS100045']));
    expect(server.reports.find((r) => r.deviceIdentifier === 'LS100045')?.temperatureC).not.toBeNull();
    expect(simulator.stats()).toMatchObject({ trackers: 2, failed: 0 });
    // reports carry the moment they describe, within the interval
    for (const r of server.reports) expect(Math.abs(r.fixTime.getTime() - Date.now())).toBeLessThan(10_000);
  });
});
