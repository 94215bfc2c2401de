import { describe, expect, it } from 'vitest';
import type { GeofencePolygon } from '@lodestar/contracts';
import { geofenceArea, polygonProblem, signedEdgeDistanceM } from './geofence-geometry.ts';
import { AccountGeofenceIndex, EDGE_MARGIN_M } from './geofence-index.ts';

const polygon = (ring: [number, number][]): GeofencePolygon => ({ type: 'Polygon', coordinates: [ring] });
// about 1.1 km a side near Wichita, KS
const square = polygon([
  [-97.35, 37.68],
  [-97.34, 37.68],
  [-97.34, 37.69],
  [-97.35, 37.69],
  [-97.35, 37.68],
]);

describe('polygon validation', () => {
  it('accepts a simple closed polygon', () => {
    expect(polygonProblem(square)).toBeNull();
  });

  it.each([
    [
      'unclosed',
      polygon([
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 1],
      ]),
      'not closed',
    ],
    [
      'too few points',
      polygon([
        [0, 0],
        [1, 0],
        [0, 0],
      ]),
      'at least 3',
    ],
    [
      'two distinct points',
      polygon([
        [0, 0],
        [1, 0],
        [1, 0],
        [0, 0],
      ]),
      'at least 3 distinct',
    ],
    [
      'self-intersecting (bow tie)',
      polygon([
        [0, 0],
        [1, 1],
        [1, 0],
        [0, 1],
        [0, 0],
      ]),
      'crosses itself',
    ],
    [
      'collinear',
      polygon([
        [0, 0],
        [1, 0],
        [2, 0],
        [0, 0],
      ]),
      'no area',
    ],
  ])('refuses %s', (_, shape, message) => {
    expect(polygonProblem(shape)).toContain(message);
  });

  it('refuses more than 1,000 vertices', () => {
    const ring: [number, number][] = Array.from({ length: 1001 }, (_, i) => {
      const a = (2 * Math.PI * i) / 1001;
      return [Math.cos(a), Math.sin(a)];
    });
    expect(polygonProblem(polygon([...ring, ring[0]!]))).toContain('at most 1000');
  });
});

describe('signed distance to the edge', () => {
  it('is negative inside and positive outside, in metres, for circles and polygons', () => {
    const circle = geofenceArea(1, 'c', { lat: 37.68, lng: -97.33, radius: 500, geoJson: null });
    expect(signedEdgeDistanceM(circle, 37.68, -97.33)).toBeCloseTo(-500, 0);
    // 0.01° of latitude is about 1,112 m
    expect(signedEdgeDistanceM(circle, 37.69, -97.33)).toBeCloseTo(612, -1);
    const area = geofenceArea(2, 'p', { lat: 0, lng: 0, radius: null, geoJson: square });
    expect(signedEdgeDistanceM(area, 37.685, -97.345)).toBeCloseTo(-440, -1);
    expect(signedEdgeDistanceM(area, 37.7, -97.345)).toBeCloseTo(1112, -1);
  });
});

describe('judging a fix with the index', () => {
  const index = new AccountGeofenceIndex([
    geofenceArea(1, 'Circle', { lat: 37.68, lng: -97.33, radius: 500, geoJson: null }),
    geofenceArea(2, 'Square', { lat: 0, lng: 0, radius: null, geoJson: square }),
  ]);

  it('finds the geofences a fix is clearly inside', () => {
    const { pointInside, geofences } = index.judge(37.685, -97.345, 5);
    expect(pointInside).toBe(true);
    expect(geofences.inside).toEqual([2]);
    expect(geofences.edge).toEqual([]);
  });

  it('says nothing about a geofence whose edge is within the margin or the accuracy', () => {
    // 5 m inside the circle's edge: within the 10 m margin
    const nearEdge = 37.68 + (500 - 5) / 111_195;
    expect(index.judge(nearEdge, -97.33, null).geofences.edge).toEqual([1]);
    expect(EDGE_MARGIN_M).toBe(10);
    // a 2 km cell fix at the circle's centre: the accuracy circle covers the edge
    const cell = index.judge(37.68, -97.33, 2_000);
    expect(cell.pointInside).toBe(true);
    expect(cell.geofences.inside).toEqual([]);
    expect(cell.geofences.edge).toContain(1);
  });

  it('is clearly outside when far away', () => {
    const { pointInside, geofences } = index.judge(38.5, -98.5, 20);
    expect(pointInside).toBe(false);
    expect(geofences.inside).toEqual([]);
    expect(geofences.edge).toEqual([]);
  });
});
