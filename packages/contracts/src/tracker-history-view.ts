/** The tracker details screen's history: its top bar, downloads and map (spec 1 §2.5, §2.6, §2.8, §8). */

/** Path colours by speed in m/s (spec 1 §2.5): at most `red` red, at most `orange` orange, otherwise dark. */
export const PATH_SPEED_COLOUR_MPS = { red: 0.5, orange: 4 } as const;

export const HISTORY_TIMING = {
  /** The download modal's current-position-only button re-enables after this long (spec 1 §2.8). */
  currentPositionCooldown: 3_000,
} as const;

/** Formats the positions of a period can be downloaded in (GET …/positions?format=). */
export const HISTORY_DOWNLOAD_FORMATS = [
  { format: 'csv', label: 'CSV', extension: 'csv' },
  { format: 'gpx', label: 'GPX', extension: 'gpx' },
  { format: 'geojson', label: 'GeoJSON', extension: 'geojson' },
] as const;
export type HistoryDownloadFormat = (typeof HISTORY_DOWNLOAD_FORMATS)[number]['format'];

export const HISTORY_TEXTS = {
  refresh: 'Refresh',
  rangeLabel: 'History',
  downloadStops: 'Download stops',
  downloadPoints: 'Download these points',
  downloadModalTitle: 'Download positions',
  currentPositionOnly: 'Current position only',
  /** Download failure without a server message (spec 1 §8). */
  downloadFailed: 'An error occurred',
  /** History loading failure without a server message (spec 1 §8: date range loading failure). */
  loadFailed: 'An error occurred',
  noHistory: 'No positions in this period',
  stopStart: 'Start',
  stopEnd: 'End',
  stopDuration: 'Duration',
  stopAddress: 'Address',
  /** A period whose fixes all lie at one place (a parked day): the map says so instead of a path too short to see. */
  parked: 'Parked: did not move in this period',
} as const;

/** The line under HISTORY_TEXTS.parked: how many fixes, and how close together (decision 0018). */
export function parkedDetail(fixes: number, metres: number): string {
  if (fixes === 1) return 'One position in this period';
  return `${fixes} positions, all within ${Math.max(1, Math.round(metres))} m of one place`;
}
