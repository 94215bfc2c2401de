import { NO_MOVEMENT } from '@lodestar/domain';
import { describe, expect, it } from 'vitest';
import type { NewPosition } from '../modules/positions/new-position.ts';
import { livePositionsByAccount } from './live-positions.ts';

const fix = (deviceId: number, minute: number, extra: Partial<NewPosition> = {}): NewPosition => ({
  deviceId,
  fixTime: new Date(Date.UTC(2026, 10, 22, 8, minute)),
  serverTime: new Date(Date.UTC(2026, 10, 22, 8, minute, 5)),
  latitude: 41.88,
  longitude: -87.63,
  valid: true,
  fix: 'gps',
  accuracy: 5,
  speed: 10,
  course: 90,
  altitude: null,
  battery: 15,
  charging: false,
  lowBattery: true,
  sos: false,
  overspeed: false,
  temperature: 4.5,
  humidity: null,
  address: 'Near Chicago',
  attributes: null,
  hdop: null,
  network: null,
  ...extra,
});

const advanced = (position: NewPosition, positionId: number) => ({
  position,
  positionId,
  movement: NO_MOVEMENT,
});

describe('positions announced after a batch is stored', () => {
  const batch = livePositionsByAccount(
    [advanced(fix(1, 0), 101), advanced(fix(2, 1, { sos: true }), 102), advanced(fix(9, 2), 103)],
    (deviceId) => ({ 1: 10, 2: 20 })[deviceId],
  );

  it('groups them by the account that owns each tracker and leaves out trackers no longer known', () => {
    expect(batch.map((b) => [b.accountId, b.fixes.map((f) => f.deviceId)])).toEqual([
      [10, [1]],
      [20, [2]],
    ]);
  });

  it('gives the event rules the stored fix and listeners the API position, built once however often read', () => {
    const [, second] = batch;
    expect(second!.fixes).toEqual([
      {
        positionId: 102,
        deviceId: 2,
        fixTime: new Date(Date.UTC(2026, 10, 22, 8, 1)),
        battery: 15,
        lowBattery: true,
        sos: true,
        tamper: false,
        temperature: 4.5,
        humidity: null,
        latitude: 41.88,
        longitude: -87.63,
        accuracy: 5,
        valid: true,
        speed: 10,
      },
    ]);
    expect(second!.positions).toEqual([
      expect.objectContaining({
        id: 102,
        device_id: 2,
        timestamp: '2026-11-22T08:01:00.000Z',
        location: [-87.63, 41.88],
        sos: true,
        low_battery: true,
        address: 'Near Chicago',
      }),
    ]);
    expect(second!.positions).toBe(second!.positions);
  });
});
