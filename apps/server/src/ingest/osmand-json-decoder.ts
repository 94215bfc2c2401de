import { checkFixTime, parseReportTime } from './fix-time.ts';
import { parseOsmandJsonBody } from './osmand-json-body.ts';
import { invalidField, type AttributeValue, type PositionReport } from './position-report.ts';
import { attributeFromJson, boundedAttributes, splitAlarms } from './report-attributes.ts';
import {
  checkIdentifier,
  checkLatitude,
  checkLongitude,
  checkPercent,
  checkSpeedMps,
  isNullIsland,
  nonNegativeOrNull,
  normaliseCourse,
} from './report-checks.ts';

const HANDLED_LOCATION_KEYS = new Set([
  'timestamp',
  'coords',
  'battery',
  'activity',
  'extras',
  'is_moving',
  'event',
]);
const HANDLED_EXTRAS = new Set(['alarm', 'fix', 'temp', 'humidity']);

/** Battery level 0..1 as percent with one decimal; negative is the SDK's "unknown". */
function batteryPercent(level: number | null | undefined): number | null {
  if (level === null || level === undefined || level < 0) return null;
  if (level > 1)
    throw invalidField(
      'location.battery.level',
      `location.battery.level must be between 0 and 1 (got ${level})`,
    );
  return Math.round(level * 1000) / 10;
}

/**
 * Decodes the OsmAnd protocol's JSON body (Traccar Client 9 and later). Speed is m/s in this variant,
 * so no speed unit applies. Throws DecodeError naming the bad field.
 */
export function decodeOsmandJson(body: unknown, opts: { now: Date }): PositionReport {
  const { device_id, location } = parseOsmandJsonBody(body);
  const { coords, battery, extras } = location;
  const deviceIdentifier = checkIdentifier(
    device_id === null || device_id === undefined ? '' : String(device_id),
    'device_id',
  );
  const latitude = checkLatitude(coords.latitude, 'location.coords.latitude');
  const longitude = checkLongitude(coords.longitude, 'location.coords.longitude');
  const timestamp =
    location.timestamp === null || location.timestamp === undefined ? null : String(location.timestamp);
  const fixTime = timestamp === null ? opts.now : parseReportTime(timestamp, 'location.timestamp');
  const alarm = splitAlarms(extras?.alarm ?? '');

  const attributes: [string, AttributeValue | undefined][] = [
    ['motion', location.is_moving ?? undefined],
    ['event', location.event ?? undefined],
    ['activity', location.activity?.type ?? undefined],
    ['alarm', alarm.others ?? undefined],
    ...Object.entries(location)
      .filter(([key]) => !HANDLED_LOCATION_KEYS.has(key))
      .map(([key, value]): [string, AttributeValue | undefined] => [key, attributeFromJson(value)]),
    ...Object.entries(extras ?? {})
      .filter(([key]) => !HANDLED_EXTRAS.has(key))
      .map(([key, value]): [string, AttributeValue | undefined] => [key, attributeFromJson(value)]),
  ];

  return {
    deviceIdentifier,
    fixTime: checkFixTime(fixTime, opts.now, 'location.timestamp'),
    latitude,
    longitude,
    speedMps:
      coords.speed == null
        ? null
        : checkSpeedMps(coords.speed, 'location.coords.speed', `${coords.speed} m/s`),
    course: coords.heading == null ? null : normaliseCourse(coords.heading),
    altitude: coords.altitude ?? null,
    accuracy: coords.accuracy == null ? null : nonNegativeOrNull(coords.accuracy),
    hdop: null,
    battery: batteryPercent(battery?.level),
    charging: battery?.is_charging ?? null,
    valid: !isNullIsland(latitude, longitude),
    fix: extras?.fix ?? 'gps',
    sos: alarm.sos,
    temperatureC: extras?.temp ?? null,
    humidity: extras?.humidity == null ? null : checkPercent(extras.humidity, 'location.extras.humidity'),
    attributes: boundedAttributes(
      attributes.filter((entry): entry is [string, AttributeValue] => entry[1] !== undefined),
      'location',
    ),
  };
}
