import { z } from 'zod';
import { apiDateText } from './api-date.ts';
import { recordId } from './envelope.ts';
import { position, storedPosition } from './tracking.ts';
import { queryFlag } from './tracking-queries.ts';

/** The longest range one history download (CSV, GPX, GeoJSON, stops CSV) may cover (spec 1 §9). */
export const HISTORY_DOWNLOAD_MAX_DAYS = 90;
/**
 * The longest range one on-screen history call may cover: 12 months, the furthest back the date picker goes with
 * unlimited_date_selection (spec 1 §5). Downloads stay at HISTORY_DOWNLOAD_MAX_DAYS.
 */
export const HISTORY_VIEW_MAX_DAYS = 366;
/** The most trackers one POST /accounts/{id}/positions may ask for. */
export const HISTORY_PATH_MAX_DEVICES = 100;
/** Radius (km) of a stop drawn when a stop has no measured spread (spec 1 §2.5 "Default stop radius 0.1"). */
export const STOP_RADIUS_DEFAULT_KM = 0.1;
/** Stop colours by radius in km (spec 1 §2.5): at or below `red` red, at or below `orange` orange, else default. */
export const STOP_RADIUS_COLOUR_KM = { red: 0.5, orange: 4 } as const;
/** The web modal's text for a download range over the limit (spec 1 §5). */
export const HISTORY_DOWNLOAD_RANGE_TEXT = 'Controls data can only be downloaded for 90 day periods.';
/** Shown by the stop popup when stops fail to load (spec 1 §2.5). */
export const STOPS_LOAD_ERROR_TEXT = 'Cannot load stops';

const isoTime = apiDateText({ dateOnly: 'refuse' });

/**
 * Minutes to add to UTC for times in a CSV (east positive: -300 is US Eastern standard time), as dayjs().utcOffset()
 * gives. Without it: the x-timezone header, else the user's time zone, else UTC.
 */
const offsetMinutes = z.coerce
  .number({ error: 'must be a number of minutes' })
  .int('must be a whole number of minutes')
  .min(-720, 'must be between -720 and 840 minutes')
  .max(840, 'must be between -720 and 840 minutes');

const historyRange = {
  /** Start of the range, inclusive (fix time). */
  date_from: isoTime,
  /** End of the range, inclusive (fix time); now when absent. */
  date_to: isoTime.optional(),
};

/**
 * GET /accounts/{id}/devices/{id}/positions. format: json (default) `{ data: Position[] }` in time order; path
 * (`{ data: HistoryPath }`, the compact columns the history map draws); csv (also when Accept: text/csv); gpx
 * (GPX 1.1 track); geojson (FeatureCollection: one LineString of the path plus one Point per position); packed
 * (application/octet-stream: the path's fixes as fixed-size binary records, PACKED_PATH_RECORD_BYTES each, read
 * with decodePackedPath; what the history map downloads). download=1 adds Content-Disposition: attachment. csv,
 * gpx, geojson and download=1 are downloads, limited to HISTORY_DOWNLOAD_MAX_DAYS; json, path and packed to
 * HISTORY_VIEW_MAX_DAYS.
 */
export const devicePositionsQuery = z.object({
  ...historyRange,
  format: z
    .enum(['json', 'path', 'packed', 'csv', 'gpx', 'geojson'], {
      error: 'must be json, path, packed, csv, gpx or geojson',
    })
    .optional(),
  download: queryFlag.optional(),
  offset: offsetMinutes.optional(),
});
export type DevicePositionsQuery = z.infer<typeof devicePositionsQuery>;

/**
 * GET /accounts/{id}/devices/{id}/stops. JSON times are always UTC ('Z'). A CSV (download=1, format=csv or
 * Accept: text/csv) writes times in the offset / x-timezone / user's zone, or as UTC 'Z' times with format=zulu.
 */
export const deviceStopsQuery = z.object({
  ...historyRange,
  format: z.enum(['zulu', 'csv', 'json'], { error: 'must be zulu, csv or json' }).optional(),
  download: queryFlag.optional(),
  offset: offsetMinutes.optional(),
});
export type DeviceStopsQuery = z.infer<typeof deviceStopsQuery>;

/**
 * A place a tracker stayed (spec 1 §3 Stop): within the stop distance of its points' centre for at least the
 * minimal stop duration. See docs/decisions/0014-stop-detection.md.
 */
export const stop = z.object({
  /** Fix time of the first point of the stop (ISO-8601 UTC). */
  start_time: z.string(),
  /** Fix time of the last point of the stop (ISO-8601 UTC). */
  end_time: z.string(),
  /** [lng, lat], GeoJSON order: the centroid of the stop's precise (GPS-grade) points. */
  location: z.tuple([z.number(), z.number()]),
  /**
   * Spread of the stop in KILOMETRES (like accuracy circles on the map): the farthest precise point from the
   * centroid, at least STOP_RADIUS_DEFAULT_KM. The map colours stops by it (STOP_RADIUS_COLOUR_KM).
   */
  radius: z.number(),
  duration_seconds: z.number().int(),
  /** Address of the stop's location from the geocoder, when it has one. */
  address: z.string().nullable(),
});
export type Stop = z.infer<typeof stop>;

export const deviceStopsResponse = z.object({ data: z.array(stop) });

export const devicePositionsResponse = z.object({ data: z.array(storedPosition) });

/**
 * A tracker's fixes in a range as columns (GET …/positions?format=path): entry i of every array is fix i, in
 * fix-time order. Only what the history map draws, about 45 bytes a fix instead of a Position's 430, and four
 * arrays for the browser to parse instead of one object per fix. See docs/decisions/0018-tracker-history-view.md.
 */
export const historyPath = z.object({
  /** Fix times in seconds since 1970-01-01 UTC (fractions when the tracker sent them). */
  time: z.array(z.number()),
  /** Longitudes, degrees (stored values, unrounded). */
  lng: z.array(z.number()),
  /** Latitudes, degrees. */
  lat: z.array(z.number()),
  /** Reported speeds in m/s; null when the tracker sent none. */
  speed: z.array(z.number().nullable()),
});
export type HistoryPath = z.infer<typeof historyPath>;

export const deviceHistoryPathResponse = z.object({ data: historyPath });

/** POST /accounts/{id}/positions: the paths of several trackers. Trackers the caller may not see are left out. */
export const devicePathsRequest = z.object({
  date_from: isoTime,
  date_to: isoTime.optional(),
  device_ids: z
    .array(recordId, { error: 'must be a list of ids' })
    .min(1, 'name at least one tracker')
    .max(HISTORY_PATH_MAX_DEVICES, `at most ${HISTORY_PATH_MAX_DEVICES} trackers`),
});
export type DevicePathsRequest = z.infer<typeof devicePathsRequest>;

/** Position history per tracker (spec 1 §3): its positions in the range, in time order, and its newest position. */
export const devicePath = z.object({
  id: z.number().int(),
  name: z.string(),
  path: z.array(position),
  current_position: position.nullable(),
});
export type DevicePath = z.infer<typeof devicePath>;

export const devicePathsResponse = z.object({ data: z.array(devicePath) });
