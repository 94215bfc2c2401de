import { describe, expect, it } from 'vitest';
import { circleFromRing, circleRing, ringBounds } from './geofence-shape.ts';

describe('circle rings', () => {
  it('reads back the centre and radius of a generated circle', () => {
    const ring = circleRing(41.88, -87.63, 750);
    expect(ring[0]).toEqual(ring.at(-1));
    expect(circleFromRing(ring)).toEqual({ lat: 41.88, lng: -87.63, radius: 750 });
  });

  it('keeps the radius when a circle is moved (all corners shifted)', () => {
    const moved = circleRing(41.88, -87.63, 300).map(([x, y]) => [x + 0.01, y + 0.02]);
    const circle = circleFromRing(moved);
    expect(circle.radius).toBeGreaterThan(295);
    expect(circle.radius).toBeLessThan(305);
    expect(circle.lat).toBeCloseTo(41.9, 5);
  });

  it('spans twice the radius from west to east', () => {
    const [w, s, e, n] = ringBounds(circleRing(0, 0, 1000));
    expect((e - w) * 111_195).toBeCloseTo(2000, -1);
    expect((n - s) * 111_195).toBeCloseTo(2000, -1);
  });
});
