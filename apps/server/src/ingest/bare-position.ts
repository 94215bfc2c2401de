import type { NewPosition } from '../modules/positions/new-position.ts';

// what a stored fix needs: the tracker, the time, the place; the flags worked out from side values are off
const BARE_KEPT = new Set([
  'deviceId',
  'fixTime',
  'serverTime',
  'latitude',
  'longitude',
  'valid',
  'fix',
  'sos',
  'isInsideGeofences',
  'geofences',
]);
const BARE_OFF = new Set(['lowBattery', 'overspeed']);

/**
 * The position with every side value unknown: what is stored when the database refused a report's values on their
 * own (position-pipeline.ts storeBare).
 */
export function barePosition(position: NewPosition): NewPosition {
  const bare: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(position))
    bare[key] = BARE_KEPT.has(key) ? value : BARE_OFF.has(key) ? false : null;
  return bare as unknown as NewPosition;
}
