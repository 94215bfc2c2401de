import type { Device, Position } from '@lodestar/contracts';
import { describe, expect, it } from 'vitest';
import { keepNewerPositions } from './keep-newer-positions.ts';

const fix = (deviceId: number, timestamp: string) => ({ device_id: deviceId, timestamp }) as Position;
const tracker = (id: number, position: Position | null) =>
  ({ id, name: `Truck ${id}`, current_position: position }) as Device;

describe('a refreshed device list', () => {
  it('keeps a cached position that is newer than the refetched one', () => {
    const cached = [tracker(1, fix(1, '2026-06-01T10:05:00Z'))];
    const fetched = [tracker(1, fix(1, '2026-06-01T10:00:00Z'))];
    const merged = keepNewerPositions(cached, fetched) as Device[];
    expect(merged[0]!.current_position!.timestamp).toBe('2026-06-01T10:05:00Z');
  });

  it('takes a newer position and new trackers from the answer', () => {
    const cached = [tracker(1, fix(1, '2026-06-01T10:00:00Z'))];
    const fetched = [tracker(1, fix(1, '2026-06-01T10:05:00Z')), tracker(2, null)];
    const merged = keepNewerPositions(cached, fetched) as Device[];
    expect(merged.map((d) => d.current_position?.timestamp ?? null)).toEqual(['2026-06-01T10:05:00Z', null]);
  });

  it('keeps the cached objects of unchanged trackers, so their rows do not re-render', () => {
    const same = tracker(1, fix(1, '2026-06-01T10:00:00Z'));
    const cached = [same, tracker(2, fix(2, '2026-06-01T10:00:00Z'))];
    const fetched = [tracker(1, fix(1, '2026-06-01T10:00:00Z')), tracker(2, fix(2, '2026-06-01T10:09:00Z'))];
    const merged = keepNewerPositions(cached, fetched) as Device[];
    expect(merged[0]).toBe(same);
    expect(merged[1]).not.toBe(cached[1]);
  });

  it('drops trackers the answer no longer has', () => {
    const merged = keepNewerPositions([tracker(1, null), tracker(2, null)], [tracker(2, null)]) as Device[];
    expect(merged.map((d) => d.id)).toEqual([2]);
  });
});
