import { describe, expect, it } from 'vitest';
import { project } from '../../../integrations/base-map/web-mercator.ts';
import { PATH_MAX_POINTS, PathSimplifier } from './path-simplifier.ts';

describe('PathSimplifier', () => {
  it('keeps a straight drive as its two ends', () => {
    const path = new PathSimplifier();
    for (let i = 0; i <= 1000; i++) path.add([-87 + i * 0.001, 41]);
    const { points, count } = path.result();
    expect(count).toBe(1001);
    expect(points).toHaveLength(2);
    const [x, y] = project([-87, 41]);
    expect(points[0]!.x).toBeCloseTo(x, 12);
    expect(points[0]!.y).toBeCloseTo(y, 12);
  });

  it('reduces 200,000 noisy fixes to at most the drawing limit, with the box of all of them', () => {
    const path = new PathSimplifier();
    for (let i = 0; i < 200_000; i++) {
      const angle = (i / 1440) * 2 * Math.PI;
      const noise = Math.sin(i * 12.9898) * 0.001;
      path.add([-87.6 + Math.cos(angle) * 0.1 + noise, 41.8 + Math.sin(angle) * 0.1 + noise]);
    }
    const { points, box, count } = path.result();
    expect(count).toBe(200_000);
    expect(points.length).toBeGreaterThan(100);
    expect(points.length).toBeLessThanOrEqual(PATH_MAX_POINTS);
    // the circle's west and east ends, which the drawn points need not keep exactly
    expect(box!.minX).toBeLessThan(project([-87.699, 41.8])[0]);
    expect(box!.maxX).toBeGreaterThan(project([-87.501, 41.8])[0]);
  });

  it('has no box for no positions', () => {
    expect(new PathSimplifier().result()).toEqual({ points: [], box: null, count: 0 });
  });
});
