import type { Device, Position } from '@lodestar/contracts';
import { describe, expect, it } from 'vitest';
import { fixNotice } from './fix-notice.ts';
import { MARKER_PALETTE } from './marker-palette.ts';
import { featureBounds, trackerFeatures } from './tracker-features.ts';

const NOW = Date.parse('2025-06-30T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

function device(id: number, position: Partial<Position> | null): Device {
  return {
    id,
    name: `Truck ${id}`,
    expected_report_minutes: 60,
    current_position: position && {
      address: 'Main St',
      fix: 'gps',
      timestamp: new Date(NOW - 60_000).toISOString(),
      last_movement_time: null,
      is_inside_geofences: false,
      ...position,
    },
  } as Device;
}

describe('tracker features', () => {
  it('makes one point per tracker with a position, in GeoJSON order', () => {
    const features = trackerFeatures(
      [device(1, { location: [-74, 40.7] }), device(2, null), device(3, { location: [-87.6, 41.9] })],
      NOW,
    );
    expect(features.features.map((f) => f.properties.id)).toEqual([1, 3]);
    expect(features.features[0]?.geometry.coordinates).toEqual([-74, 40.7]);
    expect(features.features[0]?.properties).toMatchObject({
      name: 'Truck 1',
      address: 'Main St',
      fix: 'gps',
    });
  });

  it('colours each marker by the marker rule', () => {
    const stale = device(1, { location: [0, 0], last_movement_time: new Date(NOW - 30 * DAY).toISOString() });
    const inside = device(2, { location: [0, 0], is_inside_geofences: true });
    const [red, green] = trackerFeatures([stale, inside], NOW).features;
    expect(red?.properties).toMatchObject({ marker: 'red', colour: MARKER_PALETTE.red });
    expect(green?.properties.marker).toBe('green');
  });

  it('bounds the features, or gives null without any', () => {
    const features = trackerFeatures(
      [device(1, { location: [-74, 40.7] }), device(2, { location: [-87.6, 41.9] })],
      NOW,
    );
    expect(featureBounds(features)).toEqual([-87.6, 40.7, -74, 41.9]);
    expect(featureBounds(trackerFeatures([], NOW))).toBeNull();
  });
});

describe('fix notice', () => {
  it('warns for wifi and cell fixes only', () => {
    expect(fixNotice('wifi')).toBe('Unable to get GPS fix. Showing nearest wi-fi spot.');
    expect(fixNotice('cell')).toBe('Unable to get GPS fix. Showing nearest cell tower.');
    expect(fixNotice('gps')).toBeNull();
    expect(fixNotice('ble')).toBeNull();
  });
});
