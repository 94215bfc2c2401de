import { describe, expect, it } from 'vitest';
import { replayMovement, type StoredPosition } from './movement-replay.ts';
import type { NewPosition } from './new-position.ts';

const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 0, minute));
let nextId = 1;
function stored(minute: number, lat: number, over: Partial<NewPosition> = {}): StoredPosition {
  return {
    positionId: nextId++,
    position: {
      deviceId: 5,
      fixTime: at(minute),
      serverTime: at(minute),
      latitude: lat,
      longitude: -75,
      valid: true,
      fix: 'gps',
      accuracy: 10,
      speed: null,
      course: null,
      altitude: null,
      battery: null,
      charging: null,
      lowBattery: false,
      sos: false,
      overspeed: false,
      temperature: null,
      humidity: null,
      address: null,
      attributes: null,
      hdop: null,
      network: null,
      ...over,
    },
  };
}

describe('replayMovement', () => {
  it('applies a batch in fix-time order whatever order it arrived in', () => {
    const replay = replayMovement(undefined, [stored(10, 40.01), stored(0, 40), stored(5, 40)]);
    expect(replay.advanced.map((a) => a.position.fixTime)).toEqual([at(0), at(5), at(10)]);
    expect(replay.current?.position.fixTime).toEqual(at(10));
    expect(replay.current?.movement.rest?.movedAt).toEqual(at(10));
    expect(replay.current?.previousFixTime).toBeNull();
  });

  it('keeps a report older than the current position out of the current position and movement', () => {
    const start = {
      fixTime: at(30),
      movement: { rest: { latitude: 40, longitude: -75, movedAt: at(20) }, restWithoutCell: null },
    };
    const replay = replayMovement(start, [stored(25, 41)]);
    expect(replay.current).toBeNull();
    expect(replay.advanced).toEqual([]);
  });

  it('ignores a fix at the same time as the current one (already applied)', () => {
    const start = { fixTime: at(30), movement: { rest: null, restWithoutCell: null } };
    expect(replayMovement(start, [stored(30, 41)]).current).toBeNull();
  });

  it('moves only last_movement_time on a cell fix far away', () => {
    const replay = replayMovement(undefined, [
      stored(0, 40),
      stored(1, 40.05, { fix: 'cell', accuracy: 1000 }),
    ]);
    expect(replay.current?.movement.rest?.movedAt).toEqual(at(1));
    expect(replay.current?.movement.restWithoutCell?.movedAt).toEqual(at(0));
    expect(replay.current?.previousFixTime).toBeNull();
  });

  it('records the current fix time it started from, for the optimistic write', () => {
    const start = { fixTime: at(3), movement: { rest: null, restWithoutCell: null } };
    expect(replayMovement(start, [stored(4, 40)]).current?.previousFixTime).toEqual(at(3));
  });
});
