import type { Device, FixType } from '@lodestar/contracts';
import { markerColour, passesFixFilter, type MarkerColour } from '@lodestar/domain';
import type { Feature, FeatureCollection, Point } from 'geojson';
import { MARKER_PALETTE } from './marker-palette.ts';

/**
 * What a tracker marker carries to the map: its identity, fix type (the fix filter) and colour. The popup reads
 * the rest from the tracker itself: every property here is copied to the map's worker for each of 10,000
 * markers, on the first render's critical path.
 */
export interface TrackerFeatureProperties {
  id: number;
  name: string;
  fix: FixType;
  marker: MarkerColour;
  /** The marker colour as drawn, read by the layer's paint expression. */
  colour: string;
}

export type TrackerFeatures = FeatureCollection<Point, TrackerFeatureProperties>;

/** The marker of one tracker at `now`, or null while it has no position. */
function trackerFeature(device: Device, now: number): Feature<Point, TrackerFeatureProperties> | null {
  const position = device.current_position;
  if (!position) return null;
  const marker = markerColour(position, device.expected_report_minutes, now);
  return {
    type: 'Feature',
    id: device.id,
    geometry: { type: 'Point', coordinates: [position.location[0], position.location[1]] },
    properties: {
      id: device.id,
      name: device.name,
      fix: position.fix,
      marker,
      colour: MARKER_PALETTE[marker],
    },
  };
}

/**
 * One point per tracker with a current position, coloured by the marker rule at `now`. The colour is worked out
 * here rather than in a style expression because the rule compares dates, which style expressions cannot.
 */
export function trackerFeatures(devices: readonly Device[], now: number): TrackerFeatures {
  return createTrackerFeatureBuilder()(devices, now);
}

/**
 * trackerFeatures that remembers each tracker's marker: a tracker whose object did not change since the last
 * call (the live cache keeps untouched trackers' objects) gets the very same feature back, so a live batch of a
 * few hundred positions builds a few hundred features rather than 10,000, and the map can send only those.
 * A new `now` starts over, since every colour may have changed with it.
 */
export function createTrackerFeatureBuilder(): (devices: readonly Device[], now: number) => TrackerFeatures {
  let built = new WeakMap<Device, Feature<Point, TrackerFeatureProperties> | null>();
  let builtAt = Number.NaN;
  return (devices, now) => {
    if (now !== builtAt) {
      built = new WeakMap();
      builtAt = now;
    }
    const features: Feature<Point, TrackerFeatureProperties>[] = [];
    for (const device of devices) {
      let feature = built.get(device);
      if (feature === undefined) {
        feature = trackerFeature(device, now);
        built.set(device, feature);
      }
      if (feature) features.push(feature);
    }
    return { type: 'FeatureCollection', features };
  };
}

/** [west, south, east, north] around the features, or null when there are none. */
export function featureBounds(collection: TrackerFeatures): [number, number, number, number] | null {
  if (collection.features.length === 0) return null;
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const { geometry } of collection.features) {
    const [lng, lat] = geometry.coordinates as [number, number];
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return [west, south, east, north];
}

/**
 * The markers the map shows: trackers whose fix type is ticked under 'Filter Fix Types', and in single mode
 * only the focused tracker.
 */
export function visibleTrackerFeatures(
  collection: TrackerFeatures,
  shownFixes: ReadonlySet<FixType>,
  focusedTrackerId: number | null,
): TrackerFeatures {
  const features = collection.features.filter(
    (f) =>
      passesFixFilter(f.properties.fix, shownFixes) &&
      (focusedTrackerId === null || f.properties.id === focusedTrackerId),
  );
  return features.length === collection.features.length
    ? collection
    : { type: 'FeatureCollection', features };
}
