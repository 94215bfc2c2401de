import type { Geofence } from '@lodestar/contracts';
import { describe, expect, it } from 'vitest';
import { createGeofenceFeatureBuilder } from './geofence-features.ts';

const base: Geofence = {
  id: 1,
  account_id: 1,
  name: 'Depot',
  address: 'Joliet, IL',
  is_irregular: 0,
  geo_json: null,
  lat: 41.5,
  lng: -88.1,
  radius: 500,
  allowable_dwell_days: null,
  max_assets: null,
  min_assets: null,
  full_name: null,
  email: null,
  phone: null,
  company_name: null,
  is_alertable: 0,
  notes: null,
  devices_count: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};
const yard: Geofence = {
  ...base,
  id: 2,
  name: 'Yard',
  radius: null,
  is_irregular: 1,
  geo_json: {
    type: 'Polygon',
    coordinates: [
      [
        [-88.1, 41.4],
        [-88.0, 41.4],
        [-88.0, 41.5],
        [-88.1, 41.4],
      ],
    ],
  },
};

describe('geofence features', () => {
  it('draws a circle as a closed polygon and a polygon as stored, with only id and name', () => {
    const { outlines, centres } = createGeofenceFeatureBuilder()([base, yard]);
    const [circle, polygon] = outlines.features;
    expect(circle!.geometry.coordinates[0]!.length).toBe(49);
    expect(circle!.geometry.coordinates[0]![0]).toEqual(circle!.geometry.coordinates[0]!.at(-1));
    expect(polygon!.geometry.coordinates).toEqual(yard.geo_json!.coordinates);
    expect(circle!.properties).toEqual({ id: 1, name: 'Depot' });
    expect(centres.features.map((f) => f.geometry.coordinates)).toEqual([
      [-88.1, 41.5],
      [-88.1, 41.5],
    ]);
  });

  it('builds a geofence again only when it changed (the circle corners are generated once)', () => {
    const build = createGeofenceFeatureBuilder();
    const first = build([base, yard]).outlines.features;
    const again = build([base, { ...yard, name: 'Yard' }]).outlines.features;
    expect(again[0]).toBe(first[0]);
    expect(again[1]).toBe(first[1]);
    const edited = build([{ ...base, radius: 800, updated_at: '2026-01-02T00:00:00.000Z' }, yard]);
    expect(edited.outlines.features[0]).not.toBe(first[0]);
  });
});
