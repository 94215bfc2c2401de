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
