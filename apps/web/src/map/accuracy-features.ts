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

/** One point per tracker whose current fix is cell or wifi with a known accuracy, within the fix filter. */
export function accuracyFeatures(
  devices: readonly Device[],
  shownFixes: ReadonlySet<FixType>,
): FeatureCollection<Point, AccuracyProperties> {
  const features: FeatureCollection<Point, AccuracyProperties>['features'] = [];
  for (const device of devices) {
    const position = device.current_position;
    if (!position || !hasAccuracyCircle(position.fix) || !passesFixFilter(position.fix, shownFixes)) continue;
    const radiusKm = accuracyRadiusKm(position.accuracy);
    if (radiusKm === 0) continue;
    const [lng, lat] = position.location;
    features.push({
      type: 'Feature',
      id: device.id,
      geometry: { type: 'Point', coordinates: [lng, lat] },
      properties: {
        id: device.id,
        fix: position.fix,
        radiusKm,
        radiusZ0: accuracyPixelsAtZoomZero(radiusKm, lat),
      },
    });
  }
  return { type: 'FeatureCollection', features };
}
