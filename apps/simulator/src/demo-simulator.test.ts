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

describe('commands to the simulated trackers', () => {
  it('executes a handed-over command and sends its answer as result in an extra report', async () => {
    server = await startTestOsmandServer();
    server.commands.set('LS100045', ['getinfo']);
    server.commands.set('LS100001', ['selfdestruct']);
    simulator = startDemoSimulator({
      osmandUrl: server.url,
      intervalSeconds: 2,
      trackers: [
        { serial: 'LS100001', modelType: 'vl501' },
        { serial: 'LS100045', modelType: 'th300' },
      ],
    });
    const resultOf = (serial: string) =>
      server!.reports.find((r) => r.deviceIdentifier === serial && r.attributes.result !== undefined);
    await until(() => resultOf('LS100045') !== undefined && resultOf('LS100001') !== undefined, 10_000);
    await simulator.stop();
    const first = server.reports.find((r) => r.deviceIdentifier === 'LS100045')!;
    const answer = String(resultOf('LS100045')!.attributes.result);
    expect(answer).toMatch(/^Battery \d+%.*, (GPS|WIFI|CELL|BLE) -?\d+\.\d{6},-?\d+\.\d{6}, Temp -?[\d.]+ C/);
    expect(answer).toContain(`Battery ${first.battery}%`);
    expect(resultOf('LS100001')!.attributes.result).toBe('unsupported command');
    // the answer went once, in the report right after the one that carried the command
    expect(server.reports.filter((r) => r.attributes.result !== undefined)).toHaveLength(2);
    expect(server.reports.filter((r) => r.deviceIdentifier === 'LS100045')[1]).toBe(resultOf('LS100045'));
  });
});

describe('SIM swaps confirmed by the simulated trackers (issue 30)', () => {
  it('sends iccid for the trackers the hook names, refreshed while it runs, and for no other', async () => {
    server = await startTestOsmandServer();
    const iccids = new Map<string, string>();
    let asked = 0;
    simulator = startDemoSimulator({
      osmandUrl: server.url,
      intervalSeconds: 1,
      iccidRefreshSeconds: 1,
      refreshIccids: () => {
        asked++;
        return Promise.resolve(new Map(iccids));
      },
      trackers: [
        { serial: 'LS100001', modelType: 'vl501' },
        { serial: 'LS200002', modelType: 'll02' },
      ],
    });
    const withIccid = (serial: string) =>
      server!.reports.filter((r) => r.deviceIdentifier === serial && r.attributes.iccid !== undefined);
    await until(() => server!.reports.length >= 2, 5000);
    // a swap is asked for: the tracker reports its new SIM from the next refresh on
    iccids.set('LS200002', '8901555022000000277');
    await until(() => withIccid('LS200002').length > 0, 10_000);
    await simulator.stop();
    expect(asked).toBeGreaterThan(1);
    expect(withIccid('LS200002')[0]!.attributes.iccid).toBe('8901555022000000277');
    expect(withIccid('LS100001')).toEqual([]);
    expect(simulator.stats().failed).toBe(0);
  });

  it('keeps reporting when the hook fails, without an ICCID', async () => {
    server = await startTestOsmandServer();
    const warnings: string[] = [];
    simulator = startDemoSimulator({
      osmandUrl: server.url,
      intervalSeconds: 1,
      refreshIccids: () => Promise.reject(new Error('database down')),
      log: { info: () => {}, warn: (m) => warnings.push(m) },
      trackers: [{ serial: 'LS100001', modelType: 'vl501' }],
    });
    await until(() => server!.reports.length >= 1, 5000);
    await simulator.stop();
    expect(server.reports[0]!.attributes.iccid).toBeUndefined();
    expect(warnings).toEqual([expect.stringContaining('database down')]);
  });
});
