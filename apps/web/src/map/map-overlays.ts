import type { FixType } from '@lodestar/contracts';

/** Which overlays of spec 1 §2.5 are switched on, and which fix types the map shows. */
export interface MapOverlays {
  currentLocation: boolean;
  accuracyCell: boolean;
  accuracyWifi: boolean;
  /** The account's geofences. */
  geofences: boolean;
  /** The chosen tracker's path today. */
  tracks: boolean;
  /** The chosen tracker's stops today. */
  stops: boolean;
  shownFixes: ReadonlySet<FixType>;
}

export const FIX_TYPES: readonly FixType[] = ['cell', 'wifi', 'gps', 'ble'];

/**
 * What a map starts with: accuracy circles on (cell and wifi fixes are drawn as circles, spec 1 §2.5), every
 * fix type shown, and the user's own location off until asked for, since it needs the browser's permission.
 * Geofences, tracks and stops are off: each costs a request and drawing that the tracker list does not need.
 */
export const DEFAULT_OVERLAYS: MapOverlays = {
  currentLocation: false,
  accuracyCell: true,
  accuracyWifi: true,
  geofences: false,
  tracks: false,
  stops: false,
  shownFixes: new Set(FIX_TYPES),
};
