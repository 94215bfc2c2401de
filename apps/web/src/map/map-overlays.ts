import type { FixType } from '@lodestar/contracts';

/** Which overlays of spec 1 §2.5 are switched on, and which fix types the map shows. */
export interface MapOverlays {
  currentLocation: boolean;
  accuracyCell: boolean;
  accuracyWifi: boolean;
  shownFixes: ReadonlySet<FixType>;
}

export const FIX_TYPES: readonly FixType[] = ['cell', 'wifi', 'gps', 'ble'];

/**
 * What a map starts with: accuracy circles on (cell and wifi fixes are drawn as circles, spec 1 §2.5), every
 * fix type shown, and the user's own location off until asked for, since it needs the browser's permission.
 */
export const DEFAULT_OVERLAYS: MapOverlays = {
  currentLocation: false,
  accuracyCell: true,
  accuracyWifi: true,
  shownFixes: new Set(FIX_TYPES),
};
