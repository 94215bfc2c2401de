import { describe, expect, it } from 'vitest';
import {
  geofenceRing,
  routeBounds,
  shipmentMarkerFeatures,
  shipmentRouteFeatures,
} from './shipment-features.ts';
import { MARKER_PALETTE } from './marker-palette.ts';

describe('shipment map features', () => {
  it('a marker per shipment, coloured by its status', () => {
    const features = shipmentMarkerFeatures([
      { id: 1, name: 'A', status: 'In Progress', lat: 40, lng: -100 },
      { id: 2, name: 'B', status: 'Completed Late', lat: 41, lng: -101 },
    ]).features;
    expect(features.map((f) => f.properties?.colour)).toEqual([MARKER_PALETTE.blue, MARKER_PALETTE.red]);
    expect(features[0]!.geometry.coordinates).toEqual([-100, 40]);
  });

  it('a polygon geofence keeps its outline; a circle becomes a closed ring', () => {
    const square = [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 0],
    ];
    expect(
      geofenceRing({ lat: 0, lng: 0, radius: null, geo_json: { type: 'Polygon', coordinates: [square] } }),
    ).toEqual(square);
    const circle = geofenceRing({ lat: 40, lng: -100, radius: 500, geo_json: null });
    expect(circle[0]).toEqual(circle.at(-1));
  });

  it('the route: outlines of geofence ends only, a path line from two fixes, the tracker in the status colour', () => {
    const route = {
      from: {
        name: 'Depot',
        lat: 40,
        lng: -100,
        ring: geofenceRing({ lat: 40, lng: -100, radius: 300, geo_json: null }),
      },
      to: { name: '1 Main St', lat: 41, lng: -99, ring: null },
      path: [
        [-100, 40],
        [-99.5, 40.5],
      ] as [number, number][],
      current: { lat: 40.5, lng: -99.5 },
      status: 'Running Late' as const,
    };
    const { areas, line, points } = shipmentRouteFeatures(route);
    expect(areas.features).toHaveLength(1);
    expect(line.features).toHaveLength(1);
    expect(points.features.map((f) => f.properties?.role)).toEqual(['from', 'to', 'tracker']);
    expect(points.features[2]!.properties?.colour).toBe(MARKER_PALETTE.red);
    const [w, s, e, n] = routeBounds(route)!;
    expect(w).toBeLessThan(-100);
    expect([s < 40, e, n]).toEqual([true, -99, 41]);
  });
});
