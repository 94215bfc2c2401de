import { describe, expect, it } from 'vitest';
import {
  applyMovement,
  distanceMetres,
  movementRadius,
  NO_MOVEMENT,
  type MovementFix,
  type MovementState,
} from './movement.ts';

// 0.001 degree of latitude is about 111 m
const fixAt = (minute: number, latOffset: number, over: Partial<MovementFix> = {}): MovementFix => ({
  latitude: 40 + latOffset,
  longitude: -75,
  fixTime: new Date(Date.UTC(2025, 0, 1, 0, minute)),
  fix: 'gps',
  accuracy: 10,
  valid: true,
  ...over,
});

const replay = (fixes: MovementFix[], from: MovementState = NO_MOVEMENT) => fixes.reduce(applyMovement, from);

describe('distanceMetres', () => {
  it('measures one degree of latitude as about 111 km', () => {
    expect(distanceMetres(40, -75, 41, -75)).toBeCloseTo(111_195, -2);
  });

  it('is zero for the same point', () => {
    expect(distanceMetres(51.5, -0.12, 51.5, -0.12)).toBe(0);
  });
});

describe('applyMovement', () => {
  it('takes the first fix as the rest point and the time the tracker was first seen there', () => {
    const state = replay([fixAt(0, 0)]);
    expect(state.rest?.movedAt).toEqual(fixAt(0, 0).fixTime);
    expect(state.restWithoutCell?.movedAt).toEqual(fixAt(0, 0).fixTime);
  });

  it('does not count jitter inside 100 m as movement', () => {
    const state = replay([fixAt(0, 0), fixAt(1, 0.0005), fixAt(2, -0.0008)]);
    expect(state.rest?.movedAt).toEqual(fixAt(0, 0).fixTime);
  });

  it('counts leaving 100 m as movement and moves the rest point there', () => {
    const state = replay([fixAt(0, 0), fixAt(5, 0.002), fixAt(6, 0.0025)]);
    expect(state.rest).toMatchObject({ latitude: 40.002, movedAt: fixAt(5, 0).fixTime });
  });

  it('measures from the rest point, so a slow creep eventually counts', () => {
    const state = replay([fixAt(0, 0), fixAt(1, 0.0006), fixAt(2, 0.0012)]);
    expect(state.rest?.movedAt).toEqual(fixAt(2, 0).fixTime);
  });

  it('needs a coarse fix to leave its own accuracy radius', () => {
    expect(movementRadius(null)).toBe(100);
    expect(movementRadius(2500)).toBe(2500);
    const state = replay([fixAt(0, 0), fixAt(1, 0.01, { fix: 'wifi', accuracy: 2500 })]);
    expect(state.rest?.movedAt).toEqual(fixAt(0, 0).fixTime);
  });

  it('does not read the first good fix after a coarse one as a trip, and measures from the good one after it', () => {
    // parked: a cell fix first (800 m accuracy, 110 m off), then wifi fixes where the tracker stands
    const cell = fixAt(0, 0.001, { fix: 'cell', accuracy: 800 });
    const parked = replay([
      cell,
      fixAt(240, 0, { fix: 'wifi', accuracy: 50 }),
      fixAt(480, -0.0003, { fix: 'wifi', accuracy: 60 }),
    ]);
    expect(parked.rest).toMatchObject({ latitude: 40, accuracy: 50, movedAt: cell.fixTime });
    // from the better point, a 150 m move counts again
    expect(applyMovement(parked, fixAt(600, 0.00135)).rest?.movedAt).toEqual(fixAt(600, 0).fixTime);
  });

  it('takes where the tracker came to rest from its first still fix, not from the last fix on the way in', () => {
    const driving = { speed: 12 };
    const arrived = replay([fixAt(0, -0.05, driving), fixAt(5, -0.0008, driving), fixAt(6, 0)]);
    expect(arrived.rest).toMatchObject({ latitude: 40, movedAt: fixAt(5, 0).fixTime });
    // standing: a fix 111 m from the last fix on the way in, 22 m from where it stands, is not movement
    expect(applyMovement(arrived, fixAt(600, 0.0002, { fix: 'wifi', accuracy: 60 })).rest?.movedAt).toEqual(
      fixAt(5, 0).fixTime,
    );
  });

  it('counts a cell fix as movement only in last_movement_time, not in the without-cell time', () => {
    const state = replay([fixAt(0, 0), fixAt(10, 0.05, { fix: 'cell', accuracy: 800 })]);
    expect(state.rest?.movedAt).toEqual(fixAt(10, 0).fixTime);
    expect(state.restWithoutCell?.movedAt).toEqual(fixAt(0, 0).fixTime);
  });

  it('leaves the without-cell state empty while only cell fixes arrived', () => {
    const state = replay([fixAt(0, 0, { fix: 'cell' }), fixAt(1, 0.05, { fix: 'cell' })]);
    expect(state.rest?.movedAt).toEqual(fixAt(1, 0).fixTime);
    expect(state.restWithoutCell).toBeNull();
  });

  it('ignores invalid fixes', () => {
    const before = replay([fixAt(0, 0)]);
    expect(applyMovement(before, fixAt(1, 1, { valid: false }))).toBe(before);
  });

  it('returns the same state object when nothing changed', () => {
    const before = replay([fixAt(0, 0)]);
    expect(applyMovement(before, fixAt(1, 0.0001))).toBe(before);
  });
});
