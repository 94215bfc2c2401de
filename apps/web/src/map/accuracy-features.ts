import type { Device } from '@lodestar/contracts';
import {
  accuracyPixelsAtZoomZero,
  accuracyRadiusKm,
  hasAccuracyCircle,
  passesFixFilter,
} from '@lodestar/domain';
import type { FixType } from '@lodestar/contracts';
import type { FeatureCollection, Point } from 'geojson';

export interface AccuracyProperties {
  id: number;
  fix: 'cell' | 'wifi';
  /** The accuracy radius in kilometres (spec: accuracy in metres, drawn in kilometres). */
  radiusKm: number;
  /** That radius in pixels at zoom 0; the circle layer scales it by 2^zoom. */
  radiusZ0: number;
}

type AccuracyFeature = FeatureCollection<Point, AccuracyProperties>['features'][number];

/** The accuracy circle of one tracker, or null when its fix has none. */
function accuracyFeature(device: Device): AccuracyFeature | null {
  const position = device.current_position;
  if (!position || !hasAccuracyCircle(position.fix)) return null;
  const radiusKm = accuracyRadiusKm(position.accuracy);
  if (radiusKm === 0) return null;
  const [lng, lat] = position.location;
  return {
    type: 'Feature',
    id: device.id,
    geometry: { type: 'Point', coordinates: [lng, lat] },
    properties: {
      id: device.id,
      fix: position.fix,
      radiusKm,
      radiusZ0: accuracyPixelsAtZoomZero(radiusKm, lat),
    },
  };
}

/** One point per tracker whose current fix is cell or wifi with a known accuracy, within the fix filter. */
export function accuracyFeatures(
  devices: readonly Device[],
  shownFixes: ReadonlySet<FixType>,
): FeatureCollection<Point, AccuracyProperties> {
  return createAccuracyFeatureBuilder()(devices, shownFixes);
}

/**
 * accuracyFeatures that gives a tracker whose object did not change the very same feature back, so live
 * batches rebuild (and the map resends) only the circles of trackers that reported.
 */
export function createAccuracyFeatureBuilder(): typeof accuracyFeatures {
  const built = new WeakMap<Device, AccuracyFeature | null>();
  return (devices, shownFixes) => {
    const features: AccuracyFeature[] = [];
    for (const device of devices) {
      let feature = built.get(device);
      if (feature === undefined) {
        feature = accuracyFeature(device);
        built.set(device, feature);
      }
      if (feature && passesFixFilter(feature.properties.fix, shownFixes)) features.push(feature);
    }
    return { type: 'FeatureCollection', features };
  };
}
