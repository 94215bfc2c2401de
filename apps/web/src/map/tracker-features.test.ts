import type { Device, Position } from '@lodestar/contracts';
import { describe, expect, it } from 'vitest';
import { fixNotice } from './fix-notice.ts';
import { MARKER_PALETTE } from './marker-palette.ts';
import { accuracyFeatures, createAccuracyFeatureBuilder } from './accuracy-features.ts';
import { createTrackerFeatureBuilder, featureBounds, trackerFeatures } from './tracker-features.ts';

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
    // only what the map draws and filters by: the popup reads the address and report time from the tracker
    expect(features.features[0]?.properties).toEqual({
      id: 1,
      name: 'Truck 1',
      fix: 'gps',
      marker: features.features[0]?.properties.marker,
      colour: features.features[0]?.properties.colour,
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

describe('tracker features across live updates', () => {
  it('rebuilds only the markers of trackers that changed, and all of them when the time moves on', () => {
    const build = createTrackerFeatureBuilder();
    const fleet = [device(1, { location: [0, 0] }), device(2, { location: [1, 1] })];
    const first = build(fleet, NOW).features;
    const moved = { ...fleet[1]!, current_position: { ...fleet[1]!.current_position!, location: [2, 2] } };
    const second = build([fleet[0]!, moved as Device], NOW).features;
    expect(second[0]).toBe(first[0]);
    expect(second[1]).not.toBe(first[1]);
    expect(second[1]?.geometry.coordinates).toEqual([2, 2]);
    // an hour later the same trackers may be overdue: every colour is worked out again
    const later = build([fleet[0]!, moved as Device], NOW + 3_600_000).features;
    expect(later[0]).not.toBe(first[0]);
    expect(later[0]?.properties).toEqual(
      trackerFeatures([fleet[0]!], NOW + 3_600_000).features[0]?.properties,
    );
  });

  it('keeps accuracy circles of unchanged trackers and applies the fix filter to them', () => {
    const build = createAccuracyFeatureBuilder();
    const cell = device(1, { location: [0, 10], fix: 'cell', accuracy: 900 });
    const wifi = device(2, { location: [0, 20], fix: 'wifi', accuracy: 50 });
    const gps = device(3, { location: [0, 30], fix: 'gps', accuracy: 5 });
    const all = new Set(['gps', 'wifi', 'cell', 'ble'] as const);
    const first = build([cell, wifi, gps], all).features;
    expect(first.map((f) => f.properties.id)).toEqual([1, 2]);
    expect(build([cell, wifi, gps], all).features[0]).toBe(first[0]);
    expect(build([cell, wifi, gps], new Set(['wifi'] as const)).features.map((f) => f.id)).toEqual([2]);
    expect(build([cell, wifi], all).features).toEqual(accuracyFeatures([cell, wifi], all).features);
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
