import { speedToMps, type SpeedUnit } from '@lodestar/domain';
import { checkFixTime, parseReportTime } from './fix-time.ts';
import {
  DecodeError,
  FIX_TYPES,
  invalidField,
  type AttributeValue,
  type DecodedReport,
  type FixType,
} from './position-report.ts';
import { attributeFromText, boundedAttributes, splitAlarms } from './report-attributes.ts';
import {
  batteryOrDrop,
  checkIdentifier,
  checkLatitude,
  checkLongitude,
  isNullIsland,
  nonNegativeOrNull,
  normaliseCourse,
  parseDecimal,
  percentOrDrop,
  quote,
  readDecimal,
  readFlag,
  speedOrDrop,
  type Dropped,
} from './report-checks.ts';
import { networkFromQuery } from './report-network.ts';
import { anchorOf } from './anchor-serial.ts';

export { decodeOsmandJson } from './osmand-json-decoder.ts';

/** Query or form parameters as Fastify hands them over; a repeated key arrives as an array. */
export type OsmandParams = Readonly<Record<string, string | readonly string[] | undefined>>;

export interface OsmandQueryOptions {
  /** OsmAnd speeds are knots unless the server is configured otherwise (devices differ). */
  speedUnit: SpeedUnit;
  now: Date;
}

// Keys the protocol (or our extensions fix, alarm, temp, humidity) gives a meaning; the rest are attributes.
const KNOWN_KEYS = new Set([
  ...['id', 'deviceid', 'timestamp', 'lat', 'lon', 'location', 'speed', 'bearing', 'heading'],
  ...['altitude', 'accuracy', 'hdop', 'batt', 'charge', 'valid', 'fix', 'alarm', 'temp', 'humidity'],
  ...['cell', 'wifi'],
]);

/** One parameter's text; a repeated key counts once (its first value), an empty value counts as absent. */
function text(params: OsmandParams, key: string): string | undefined {
  const value = params[key];
  const first = typeof value === 'string' ? value : value?.[0];
  return first === undefined || first.trim() === '' ? undefined : first;
}

function strictLocation(params: OsmandParams): { latitude: number; longitude: number } | null {
  const lat = text(params, 'lat');
  const lon = text(params, 'lon');
  if (lat !== undefined || lon !== undefined) {
    if (lat === undefined) throw invalidField('lat', 'lat is missing: send lat together with lon');
    if (lon === undefined) throw invalidField('lon', 'lon is missing: send lon together with lat');
    return {
      latitude: checkLatitude(parseDecimal(lat, 'lat'), 'lat'),
      longitude: checkLongitude(parseDecimal(lon, 'lon'), 'lon'),
    };
  }
  const location = text(params, 'location');
  if (location === undefined) return null;
  const parts = location.split(',');
  if (parts.length !== 2) {
    throw invalidField('location', `location must be "lat,lon" (got ${quote(location)})`);
  }
  return {
    latitude: checkLatitude(parseDecimal(parts[0] ?? '', 'location'), 'location'),
    longitude: checkLongitude(parseDecimal(parts[1] ?? '', 'location'), 'location'),
  };
}

/**
 * The reported coordinates. Without usable ones the report is refused, unless it carries cell towers or wifi
 * access points to place it by (then bad coordinates are dropped and the pipeline places the report).
 */
function readLocation(
  params: OsmandParams,
  placeable: boolean,
  dropped: Dropped,
): { latitude: number; longitude: number } | null {
  let location;
  try {
    location = strictLocation(params);
  } catch (error) {
    if (!placeable || !(error instanceof DecodeError)) throw error;
    dropped.push(error.field ?? 'location');
    return null;
  }
  if (location === null && !placeable) {
    throw invalidField(
      'lat',
      'The position is missing: send lat and lon, or location=lat,lon, or the cell towers (cell) and wifi access points (wifi) heard, or fix=ble with the anchor seen (anchor)',
    );
  }
  return location;
}

function readFix(raw: string | undefined, dropped: Dropped): FixType | null {
  if (raw === undefined) return null;
  const fix = FIX_TYPES.find((type) => type === raw.trim().toLowerCase());
  if (!fix) dropped.push('fix');
  return fix ?? null;
}

/**
 * Decodes an OsmAnd protocol report sent as query or form parameters (OsmAnd, older Traccar Client versions
 * and many devices), with our extensions `fix`, `alarm`, `temp` (Celsius) and `humidity` (percent). Refuses
 * (DecodeError naming the parameter) only what leaves no meaningful position: no identifier, no usable time,
 * no usable coordinates nor network data; a side value that cannot be read is dropped and named in `dropped`.
 */
export function decodeOsmandQuery(params: OsmandParams, opts: OsmandQueryOptions): DecodedReport {
  const dropped: Dropped = [];
  const numberOf = (key: string): number | null => readDecimal(text(params, key), key, dropped);
  const deviceIdentifier = checkIdentifier(text(params, 'id') ?? text(params, 'deviceid'), 'id');
  const network =
    params.cell === undefined && params.wifi === undefined
      ? null
      : networkFromQuery(params.cell, params.wifi, dropped);
  const fixText = text(params, 'fix');
  // a BLE fix names the anchor it saw (docs/decisions/0037); `anchor` alone implies fix=ble
  const anchorSerial =
    fixText === undefined || fixText.trim().toLowerCase() === 'ble' ? anchorOf(text(params, 'anchor')) : null;
  const location = readLocation(params, network !== null || anchorSerial !== null, dropped);
  const timestamp = text(params, 'timestamp');
  const fixTime = timestamp === undefined ? opts.now : parseReportTime(timestamp, 'timestamp');

  const speed = numberOf('speed');
  const bearing = numberOf('bearing') ?? numberOf('heading');
  const accuracy = numberOf('accuracy');
  const hdop = numberOf('hdop');
  const valid = readFlag(text(params, 'valid'), 'valid', dropped);
  const alarm = splitAlarms(text(params, 'alarm') ?? '');

  const extra = Object.keys(params)
    .filter((key) => !KNOWN_KEYS.has(key))
    .flatMap((key): [string, AttributeValue][] => {
      const raw = text(params, key);
      return raw === undefined ? [] : [[key, attributeFromText(raw)]];
    });
  if (alarm.others) extra.push(['alarm', alarm.others]);
  // 0,0 is what a tracker without a fix sends; with networks heard, placing by them says more
  const placed = location && !(network && isNullIsland(location.latitude, location.longitude));
  const latitude = placed ? location.latitude : null;
  const longitude = placed ? location.longitude : null;

  return {
    deviceIdentifier,
    fixTime: checkFixTime(fixTime, opts.now, 'timestamp'),
    latitude,
    longitude,
    speedMps: speedOrDrop(speed === null ? null : speedToMps(speed, opts.speedUnit), 'speed', dropped),
    course: bearing === null ? null : normaliseCourse(bearing),
    altitude: numberOf('altitude'),
    accuracy: accuracy === null ? null : nonNegativeOrNull(accuracy),
    hdop: hdop === null ? null : nonNegativeOrNull(hdop),
    battery: batteryOrDrop(numberOf('batt'), 'batt', dropped),
    charging: readFlag(text(params, 'charge'), 'charge', dropped),
    valid: valid !== false && !(latitude !== null && isNullIsland(latitude, longitude!)),
    fix: readFix(fixText, dropped) ?? (anchorSerial !== null ? 'ble' : 'gps'),
    sos: alarm.sos,
    temperatureC: numberOf('temp'),
    humidity: percentOrDrop(numberOf('humidity'), 'humidity', dropped),
    attributes: boundedAttributes(extra, dropped),
    network,
    ...(anchorSerial !== null && { anchorSerial }),
    dropped,
  };
}
