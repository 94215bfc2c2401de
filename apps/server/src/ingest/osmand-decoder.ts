import { speedToMps, type SpeedUnit } from '@lodestar/domain';
import { checkFixTime, parseReportTime } from './fix-time.ts';
import { FIX_TYPES, invalidField, type FixType, type PositionReport } from './position-report.ts';
import { attributeFromText, boundedAttributes, splitAlarms } from './report-attributes.ts';
import {
  checkIdentifier,
  checkLatitude,
  checkLongitude,
  checkPercent,
  checkSpeedMps,
  isNullIsland,
  nonNegativeOrNull,
  normaliseCourse,
  parseDecimal,
  parseFlag,
  quote,
} from './report-checks.ts';

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
]);

const UNIT_LABELS: Record<SpeedUnit, string> = { kn: 'kn', kmh: 'km/h', mph: 'mph', mps: 'm/s' };

/** One parameter's text; a repeated key counts once (its first value), an empty value counts as absent. */
function text(params: OsmandParams, key: string): string | undefined {
  const value = params[key];
  const first = typeof value === 'string' ? value : value?.[0];
  return first === undefined || first.trim() === '' ? undefined : first;
}

function readLocation(params: OsmandParams): { latitude: number; longitude: number } {
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
  if (location === undefined) {
    throw invalidField('lat', 'The position is missing: send lat and lon, or location=lat,lon');
  }
  const parts = location.split(',');
  if (parts.length !== 2) {
    throw invalidField('location', `location must be "lat,lon" (got ${quote(location)})`);
  }
  return {
    latitude: checkLatitude(parseDecimal(parts[0] ?? '', 'location'), 'location'),
    longitude: checkLongitude(parseDecimal(parts[1] ?? '', 'location'), 'location'),
  };
}

function readFix(raw: string | undefined): FixType {
  if (raw === undefined) return 'gps';
  const fix = FIX_TYPES.find((type) => type === raw.trim().toLowerCase());
  if (!fix) throw invalidField('fix', `fix must be one of ${FIX_TYPES.join(', ')} (got ${quote(raw)})`);
  return fix;
}

/**
 * Decodes an OsmAnd protocol report sent as query or form parameters (OsmAnd, older Traccar Client
 * versions and many devices), with our extensions `fix`, `alarm`, `temp` (Celsius) and `humidity` (percent).
 * Throws DecodeError with a message naming the bad parameter.
 */
export function decodeOsmandQuery(params: OsmandParams, opts: OsmandQueryOptions): PositionReport {
  const numberOf = (key: string): number | null => {
    const raw = text(params, key);
    return raw === undefined ? null : parseDecimal(raw, key);
  };
  const deviceIdentifier = checkIdentifier(text(params, 'id') ?? text(params, 'deviceid'), 'id');
  const { latitude, longitude } = readLocation(params);
  const timestamp = text(params, 'timestamp');
  const fixTime = timestamp === undefined ? opts.now : parseReportTime(timestamp, 'timestamp');

  const speed = numberOf('speed');
  const shownSpeed = `${text(params, 'speed')?.trim()} ${UNIT_LABELS[opts.speedUnit]}`;
  const bearing = numberOf('bearing') ?? numberOf('heading');
  const accuracy = numberOf('accuracy');
  const hdop = numberOf('hdop');
  const battery = numberOf('batt');
  const humidity = numberOf('humidity');
  const charge = text(params, 'charge');
  const valid = text(params, 'valid');
  const alarm = splitAlarms(text(params, 'alarm') ?? '');

  const extra = Object.keys(params)
    .filter((key) => !KNOWN_KEYS.has(key))
    .flatMap((key): [string, string | number | boolean][] => {
      const raw = text(params, key);
      return raw === undefined ? [] : [[key, attributeFromText(raw)]];
    });
  if (alarm.others) extra.push(['alarm', alarm.others]);

  return {
    deviceIdentifier,
    fixTime: checkFixTime(fixTime, opts.now, 'timestamp'),
    latitude,
    longitude,
    speedMps: speed === null ? null : checkSpeedMps(speedToMps(speed, opts.speedUnit), 'speed', shownSpeed),
    course: bearing === null ? null : normaliseCourse(bearing),
    altitude: numberOf('altitude'),
    accuracy: accuracy === null ? null : nonNegativeOrNull(accuracy),
    hdop: hdop === null ? null : nonNegativeOrNull(hdop),
    battery: battery === null ? null : checkPercent(battery, 'batt'),
    charging: charge === undefined ? null : parseFlag(charge, 'charge'),
    valid: (valid === undefined || parseFlag(valid, 'valid')) && !isNullIsland(latitude, longitude),
    fix: readFix(text(params, 'fix')),
    sos: alarm.sos,
    temperatureC: numberOf('temp'),
    humidity: humidity === null ? null : checkPercent(humidity, 'humidity'),
    attributes: boundedAttributes(extra),
  };
}
