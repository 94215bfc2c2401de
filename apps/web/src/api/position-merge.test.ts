import type { Device, Position } from '@lodestar/contracts';
import { describe, expect, it } from 'vitest';
import {
  collectNewest,
  isNewerFix,
  mergeIntoCurrentPositions,
  mergeIntoDeviceList,
  type PositionsByTracker,
} from './position-merge.ts';

function position(deviceId: number, timestamp: string, lng = 0): Position {
  return { device_id: deviceId, timestamp, location: [lng, 0] } as Position;
}

function device(id: number, current: Position | null): Device {
  return { id, name: `Tracker ${id}`, current_position: current } as Device;
}

const T1 = '2025-06-01T10:00:00.000Z';
const T2 = '2025-06-01T10:05:00.000Z';
const T3 = '2025-06-01T10:10:00.000Z';

describe('newer fix', () => {
  it('compares fix times, not their text, when the texts are written differently', () => {
    expect(isNewerFix(position(1, T2), position(1, T1))).toBe(true);
    expect(isNewerFix(position(1, T1), position(1, T2))).toBe(false);
    expect(isNewerFix(position(1, T1), position(1, T1))).toBe(true);
    // 10:04 in Berlin is 08:04 UTC: older than T1 although its text sorts after it
    expect(isNewerFix(position(1, '2025-06-01T10:04:00.000+02:00'), position(1, T1))).toBe(false);
    expect(isNewerFix(position(1, '2025-06-01T10:01:00Z'), position(1, T1))).toBe(true);
  });
});

describe('collecting a batch', () => {
  it('keeps the newest fix per tracker, whatever order they arrive in', () => {
    const batch: PositionsByTracker = new Map();
    collectNewest(batch, [position(1, T2, 2), position(2, T1, 5)]);
    collectNewest(batch, [position(1, T3, 3), position(1, T1, 1)]);
    expect(batch.get(1)?.location[0]).toBe(3);
    expect(batch.get(2)?.location[0]).toBe(5);
    expect(batch.size).toBe(2);
  });
});

describe('merging into a device list', () => {
  it('replaces the current position of the trackers in the batch and keeps the others as they were', () => {
    const untouched = device(2, position(2, T1));
    const list = [device(1, position(1, T1)), untouched];
    const merged = mergeIntoDeviceList(list, new Map([[1, position(1, T2, 9)]]));
    expect(merged).not.toBe(list);
    expect(merged?.[0]?.current_position?.location[0]).toBe(9);
    expect(merged?.[1]).toBe(untouched);
  });

  it('gives a tracker without a position its first one', () => {
    const merged = mergeIntoDeviceList([device(1, null)], new Map([[1, position(1, T1, 4)]]));
    expect(merged?.[0]?.current_position?.location[0]).toBe(4);
  });

  it('ignores an older buffered fix and returns the same list', () => {
    const list = [device(1, position(1, T2))];
    expect(mergeIntoDeviceList(list, new Map([[1, position(1, T1)]]))).toBe(list);
  });

  it('returns the same list when no tracker in it is in the batch', () => {
    const list = [device(1, position(1, T1))];
    expect(mergeIntoDeviceList(list, new Map([[7, position(7, T2)]]))).toBe(list);
    expect(mergeIntoDeviceList(undefined, new Map([[7, position(7, T2)]]))).toBeUndefined();
  });
});

describe('merging into current positions', () => {
  it('updates newer fixes and adds trackers reporting for the first time', () => {
    const current = { '1': position(1, T1) };
    const merged = mergeIntoCurrentPositions(
      current,
      new Map([
        [1, position(1, T2, 8)],
        [3, position(3, T1, 6)],
      ]),
    );
    expect(merged?.['1']?.location[0]).toBe(8);
    expect(merged?.['3']?.location[0]).toBe(6);
    expect(current['1'].timestamp).toBe(T1);
  });

  it('returns the same object when nothing is newer', () => {
    const current = { '1': position(1, T2) };
    expect(mergeIntoCurrentPositions(current, new Map([[1, position(1, T1)]]))).toBe(current);
  });
});
