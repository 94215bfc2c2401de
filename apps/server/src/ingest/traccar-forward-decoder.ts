import { knotsToMps } from '@lodestar/domain';
import { z } from 'zod';
import { checkFixTime, parseReportTime } from './fix-time.ts';
import { DecodeError, type AttributeValue, type DecodedReport, type FixType } from './position-report.ts';
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
import { decodeErrorFromZod } from './zod-decode-error.ts';

// The body Traccar posts with forward.type=json: the decoded position plus its device. Only what places the
// report is checked here; side values are read leniently and dropped when unreadable. Loose objects, since
// Traccar versions add fields.
const traccarForwardSchema = z.looseObject({
  position: z.looseObject({
    fixTime: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  }),
  device: z.looseObject({ uniqueId: z.string() }),
});

// Traccar's attribute names for the values that get their own column, plus `raw` (the undecoded message as hex:
// large, and useless to users). `battery` is volts in Traccar, not percent, so it stays an attribute.
const CONSUMED = new Set(['batteryLevel', 'charge', 'alarm', 'humidity', 'hdop', 'approximate', 'raw']);
// An external probe (temp1) is what a cold-chain customer measures; the device's own is the fallback.
const TEMPERATURE_KEYS = ['temp1', 'deviceTemp'] as const;

function checkShape(body: unknown): void {
  const record =
    body !== null && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  if (record && 'position' in record) return;
  const hint =
    record && 'event' in record
      ? ' This is a Traccar event forward; only position forwarding (forward.url) is accepted here.'
      : record && 'location' in record
        ? ' This looks like an OsmAnd JSON report; send it to the OsmAnd URL.'
        : '';
  throw new DecodeError(
    `The body is not a Traccar position forward: expected { position, device } (forward.type json).${hint}`,
    'unknown-device-format',
  );
}

const objectOf = (value: unknown, field: string, dropped: Dropped): Record<string, unknown> | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  dropped.push(field);
  return null;
};

/**
 * Decodes Traccar's JSON position forwarding, so a Traccar server can front the device protocols we do not
 * speak. The tracker is identified by the device's uniqueId; Traccar's speed is knots. Refuses (DecodeError)
 * only a body without identifier, time or coordinates; side values that cannot be read are dropped.
 */
export function decodeTraccarForward(body: unknown, opts: { now: Date }): DecodedReport {
  checkShape(body);
  const parsed = traccarForwardSchema.safeParse(body);
  if (!parsed.success) throw decodeErrorFromZod(parsed.error, body);
  const dropped: Dropped = [];
  const { position, device } = parsed.data;
  const number = (value: unknown, field: string) => readJsonNumber(value, field, dropped);
  const attributes = objectOf(position.attributes, 'position.attributes', dropped) ?? {};
  const latitude = checkLatitude(position.latitude, 'position.latitude');
  const longitude = checkLongitude(position.longitude, 'position.longitude');
  const temperatureKey = TEMPERATURE_KEYS.find((key) => typeof attributes[key] === 'number');
  const alarmText = attributes.alarm;
  if (alarmText != null && typeof alarmText !== 'string') dropped.push('position.attributes.alarm');
  const alarm = splitAlarms(typeof alarmText === 'string' ? alarmText : '');
  const network = networkFromJson(position.network, 'position.network', dropped);
  // Traccar marks network-geolocated positions approximate; wifi when access points were used
  const approximate = readJsonFlag(attributes.approximate, 'position.attributes.approximate', dropped);
  const fix: FixType = approximate ? (network?.wifiAccessPoints ? 'wifi' : 'cell') : 'gps';
  const protocol = position.protocol;

  const extra: [string, AttributeValue | undefined][] = [
    ['protocol', typeof protocol === 'string' ? protocol : undefined],
    // outdated: Traccar re-sent the last known location with a message that had none; the pipeline decides
    ['outdated', position.outdated === true ? true : undefined],
    ['approximate', approximate === true ? true : undefined],
    ['alarm', alarm.others ?? undefined],
    ...Object.entries(attributes)
      .filter(([key]) => !CONSUMED.has(key) && key !== temperatureKey)
      .map(([key, value]): [string, AttributeValue | undefined] => [key, attributeFromJson(value)]),
  ];
  const speed = number(position.speed, 'position.speed');
  const course = number(position.course, 'position.course');
  // Traccar writes 0 when the device gave no accuracy
  const accuracy = number(position.accuracy, 'position.accuracy') || null;
  const hdop = number(attributes.hdop, 'position.attributes.hdop');
  const valid = readJsonFlag(position.valid, 'position.valid', dropped);
  const field = (key: string) => `position.attributes.${key}`;

  return {
    deviceIdentifier: checkIdentifier(device.uniqueId, 'device.uniqueId'),
    fixTime: checkFixTime(
      parseReportTime(position.fixTime, 'position.fixTime'),
      opts.now,
      'position.fixTime',
    ),
    latitude,
    longitude,
    speedMps: speedOrDrop(speed === null ? null : knotsToMps(speed), 'position.speed', dropped),
    course: course === null ? null : normaliseCourse(course),
    altitude: number(position.altitude, 'position.altitude'),
    accuracy: accuracy === null ? null : nonNegativeOrNull(accuracy),
    hdop: hdop === null ? null : nonNegativeOrNull(hdop),
    battery: batteryOrDrop(
      number(attributes.batteryLevel, field('batteryLevel')),
      field('batteryLevel'),
      dropped,
    ),
    charging: readJsonFlag(attributes.charge, field('charge'), dropped),
    valid: valid !== false && !isNullIsland(latitude, longitude),
    fix,
    sos: alarm.sos,
    temperatureC: temperatureKey ? number(attributes[temperatureKey], field(temperatureKey)) : null,
    humidity: percentOrDrop(number(attributes.humidity, field('humidity')), field('humidity'), dropped),
    attributes: boundedAttributes(
      extra.filter((entry): entry is [string, AttributeValue] => entry[1] !== undefined),
      dropped,
    ),
    network,
    dropped,
  };
}
