import type { PositionNetwork } from '@lodestar/contracts';
import { describe, expect, it } from 'vitest';
import type { Geolocator } from '../integrations/geolocation/geolocator.ts';
import { NetworkPlacement } from './network-placement.ts';
import type { DecodedReport } from './position-report.ts';

const report = (network: PositionNetwork | null): DecodedReport => ({
  deviceIdentifier: '123456',
  fixTime: new Date('2025-06-01T12:00:00Z'),
  latitude: null,
  longitude: null,
  speedMps: null,
  course: null,
  altitude: null,
  accuracy: null,
  hdop: null,
  battery: 71,
  charging: null,
  valid: true,
  fix: 'gps',
  sos: false,
  temperatureC: null,
  humidity: null,
  attributes: { event: 'heartbeat' },
  network,
});

const cells: PositionNetwork = { cellTowers: [{ mcc: 257, mnc: 2, lac: 16, cid: 2224 }] };
const wifi: PositionNetwork = { ...cells, wifiAccessPoints: [{ macAddress: '00:14:22:01:23:45' }] };

function geolocator(
  answer: () => Promise<{ latitude: number; longitude: number; accuracy: number | null } | null>,
) {
  const calls: PositionNetwork[] = [];
  const impl: Geolocator = {
    name: 'fake',
    locate: (network) => {
      calls.push(network);
      return answer();
    },
  };
  return { impl, calls };
}

function logs() {
  const lines: string[] = [];
  return { lines, log: { warn: (_details: object, message: string) => lines.push(message) } };
}

const last = async () => ({ latitude: 60.1, longitude: 30.2 });
const none = async () => null;

describe('NetworkPlacement', () => {
  it('places a report where the geolocation service puts its networks, approximate', async () => {
    const { impl } = geolocator(async () => ({ latitude: 59.93, longitude: 30.33, accuracy: 1100 }));
    const placed = await new NetworkPlacement(impl, last, logs().log).place(report(wifi), 7);
    expect(placed).toMatchObject({
      latitude: 59.93,
      longitude: 30.33,
      accuracy: 1100,
      valid: true,
      fix: 'wifi',
      battery: 71,
      attributes: { event: 'heartbeat', approximate: true },
      network: wifi,
    });
  });

  it('asks the service once for the same networks', async () => {
    const { impl, calls } = geolocator(async () => ({ latitude: 1, longitude: 2, accuracy: null }));
    const placement = new NetworkPlacement(impl, last, logs().log);
    await placement.place(report(cells), 7);
    await placement.place(report(cells), 8);
    expect(calls).toHaveLength(1);
  });

  it('falls back to the last known position, not valid, when the service knows nothing or fails', async () => {
    const unknown = geolocator(async () => null);
    expect(await new NetworkPlacement(unknown.impl, last, logs().log).place(report(cells), 7)).toMatchObject({
      latitude: 60.1,
      longitude: 30.2,
      accuracy: null,
      valid: false,
      fix: 'cell',
      attributes: { approximate: true },
    });
    const failing = geolocator(() => Promise.reject(new Error('503')));
    const { lines, log } = logs();
    const placement = new NetworkPlacement(failing.impl, last, log);
    expect(await placement.place(report(cells), 7)).toMatchObject({ latitude: 60.1, valid: false });
    await placement.place(report(cells), 7);
    // not cached (the service may be back), but logged once a minute
    expect(failing.calls).toHaveLength(2);
    expect(lines).toEqual(['network geolocation failed (logged at most once a minute)']);
  });

  it('places at the last known position without a service, and a report without networks too', async () => {
    const placement = new NetworkPlacement(null, last, logs().log);
    expect(await placement.place(report(cells), 7)).toMatchObject({
      latitude: 60.1,
      fix: 'cell',
      valid: false,
    });
    expect(await placement.place(report(null), 7)).toMatchObject({
      latitude: 60.1,
      fix: 'cell',
      valid: false,
    });
  });

  it('cannot place a report of a tracker without any position: null, logged', async () => {
    const { lines, log } = logs();
    expect(await new NetworkPlacement(null, none, log).place(report(cells), 7)).toBeNull();
    expect(lines[0]).toMatch(/could not be placed/);
  });
});
