import { FIX_TYPES, type FixType } from './position-report.ts';
import { checkFixTime, parseReportTime } from './fix-time.ts';
import { parseOsmandJsonBody } from './osmand-json-body.ts';
import type { AttributeValue, DecodedReport } from './position-report.ts';
import { attributeFromJson, boundedAttributes, splitAlarms } from './report-attributes.ts';
import {
  batteryOrDrop,
  checkIdentifier,
  checkLatitude,
  checkLongitude,
  isNullIsland,
  nonNegativeOrNull,
  normaliseCourse,
  percentOrDrop,
  readJsonFlag,
  readJsonNumber,
  speedOrDrop,
  type Dropped,
} from './report-checks.ts';
import { networkFromJson } from './report-network.ts';
import { anchorOf } from './anchor-serial.ts';

const HANDLED_LOCATION_KEYS = new Set([
  ...['timestamp', 'coords', 'battery', 'activity', 'extras', 'is_moving', 'event', 'alarm', 'network'],
]);
const HANDLED_EXTRAS = new Set(['alarm', 'fix', 'temp', 'humidity', 'network']);

type JsonObject = Record<string, unknown>;
const objectOf = (value: unknown, field: string, dropped: Dropped): JsonObject | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object' && !Array.isArray(value)) return value as JsonObject;
  dropped.push(field);
  return null;
};
const textOf = (value: unknown, field: string, dropped: Dropped): string | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  dropped.push(field);
  return null;
};

/** Battery level 0..1 as percent with one decimal; negative is the SDK's "unknown", above 1 is dropped. */
function batteryPercent(battery: JsonObject | null, dropped: Dropped): number | null {
  const level = readJsonNumber(battery?.level, 'location.battery.level', dropped);
  const percent = level === null ? null : Math.round(level * 1000) / 10;
  return batteryOrDrop(percent, 'location.battery.level', dropped);
}

function readFix(value: unknown, dropped: Dropped): FixType | null {
  if (value === null || value === undefined) return null;
  const fix = FIX_TYPES.find((type) => type === value);
  if (!fix) dropped.push('location.extras.fix');
  return fix ?? null;
}

const entriesOf = (object: JsonObject | null, handled: ReadonlySet<string>) =>
  Object.entries(object ?? {})
    .filter(([key]) => !handled.has(key))
    .map(([key, value]): [string, AttributeValue | undefined] => [key, attributeFromJson(value)]);

/**
 * Decodes the OsmAnd protocol's JSON body (Traccar Client 9 and later). Speed is m/s in this variant, so no
 * speed unit applies. A body without `coords` is the SDK's event without a new fix: decoded without coordinates
 * for the pipeline to place. Refuses (DecodeError naming the field) only what leaves no meaningful report; side
 * values that cannot be read are dropped and named in `dropped`.
 */
export function decodeOsmandJson(body: unknown, opts: { now: Date }): DecodedReport {
  const dropped: Dropped = [];
  const { device_id, location } = parseOsmandJsonBody(body);
  const { coords } = location;
  const battery = objectOf(location.battery, 'location.battery', dropped);
  const extras = objectOf(location.extras, 'location.extras', dropped);
  const activity = objectOf(location.activity, 'location.activity', dropped);
  const deviceIdentifier = checkIdentifier(
    device_id === null || device_id === undefined ? '' : String(device_id),
    'device_id',
  );
  const latitude = coords ? checkLatitude(coords.latitude, 'location.coords.latitude') : null;
  const longitude = coords ? checkLongitude(coords.longitude, 'location.coords.longitude') : null;
  const timestamp =
    location.timestamp === null || location.timestamp === undefined ? null : String(location.timestamp);
  const fixTime = timestamp === null ? opts.now : parseReportTime(timestamp, 'location.timestamp');
  // the alarm may sit on the location itself (Traccar reads it there first) or in extras: both count
  const alarm = splitAlarms(
    [
      textOf(location.alarm, 'location.alarm', dropped),
      textOf(extras?.alarm, 'location.extras.alarm', dropped),
    ]
      .filter((text) => text !== null)
      .join(','),
  );
  const number = (value: unknown, field: string) => readJsonNumber(value, field, dropped);
  const speed = number(coords?.speed, 'location.coords.speed');
  const heading = number(coords?.heading, 'location.coords.heading');
  const accuracy = number(coords?.accuracy, 'location.coords.accuracy');
  const network = networkFromJson(location.network ?? extras?.network, 'location.network', dropped);
  const fix = readFix(extras?.fix, dropped);
  // a BLE fix names the anchor it saw (docs/decisions/0037)
  const anchorSerial =
    fix === null || fix === 'ble'
      ? anchorOf(
          typeof extras?.anchor === 'number'
            ? String(extras.anchor)
            : textOf(extras?.anchor, 'location.extras.anchor', dropped),
        )
      : null;

  const attributes: [string, AttributeValue | undefined][] = [
    ['motion', readJsonFlag(location.is_moving, 'location.is_moving', dropped) ?? undefined],
    ['event', textOf(location.event, 'location.event', dropped) ?? undefined],
    ['activity', textOf(activity?.type, 'location.activity.type', dropped) ?? undefined],
    ['alarm', alarm.others ?? undefined],
    ...entriesOf(location, HANDLED_LOCATION_KEYS),
    ...entriesOf(extras, HANDLED_EXTRAS),
  ];

  return {
    deviceIdentifier,
    fixTime: checkFixTime(fixTime, opts.now, 'location.timestamp'),
    latitude,
    longitude,
    speedMps: speedOrDrop(speed, 'location.coords.speed', dropped),
    course: heading === null ? null : normaliseCourse(heading),
    altitude: number(coords?.altitude, 'location.coords.altitude'),
    accuracy: accuracy === null ? null : nonNegativeOrNull(accuracy),
    hdop: null,
    battery: batteryPercent(battery, dropped),
    charging: readJsonFlag(battery?.is_charging, 'location.battery.is_charging', dropped),
    valid: latitude === null || !isNullIsland(latitude, longitude!),
    fix: fix ?? (anchorSerial !== null ? 'ble' : 'gps'),
    sos: alarm.sos,
    temperatureC: number(extras?.temp, 'location.extras.temp'),
    humidity: percentOrDrop(
      number(extras?.humidity, 'location.extras.humidity'),
      'location.extras.humidity',
      dropped,
    ),
    attributes: boundedAttributes(
      attributes.filter((entry): entry is [string, AttributeValue] => entry[1] !== undefined),
      dropped,
    ),
    network,
    ...(anchorSerial !== null && { anchorSerial }),
    dropped,
  };
}
