import { knotsToMps } from '@lodestar/domain';
import { z } from 'zod';
import { checkFixTime, parseReportTime } from './fix-time.ts';
import { DecodeError, type AttributeValue, type FixType, type PositionReport } from './position-report.ts';
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
import { decodeErrorFromZod } from './zod-decode-error.ts';

const optionalNumber = z.number().nullish();

// Traccar's attribute names for the values that get their own column. `battery` is volts in Traccar,
// not percent, so it stays an attribute.
const knownAttributesSchema = z.looseObject({
  batteryLevel: optionalNumber,
  charge: z.boolean().nullish(),
  alarm: z.string().nullish(),
  temp1: optionalNumber,
  deviceTemp: optionalNumber,
  humidity: optionalNumber,
  hdop: optionalNumber,
  approximate: z.boolean().nullish(),
});

// The body Traccar posts with forward.type=json: the decoded position plus its device. Loose objects,
// since Traccar versions add fields.
const traccarForwardSchema = z.looseObject({
  position: z.looseObject({
    protocol: z.string().nullish(),
    fixTime: z.string(),
    outdated: z.boolean().nullish(),
    valid: z.boolean().nullish(),
    latitude: z.number(),
    longitude: z.number(),
    altitude: optionalNumber,
    speed: optionalNumber,
    course: optionalNumber,
    accuracy: optionalNumber,
    network: z.looseObject({ wifiAccessPoints: z.array(z.unknown()).nullish() }).nullish(),
    attributes: knownAttributesSchema.nullish(),
  }),
  device: z.looseObject({ uniqueId: z.string() }),
});

// Attributes turned into columns, plus `raw` (the undecoded message as hex: large, and useless to users)
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

/**
 * Decodes Traccar's JSON position forwarding, so a Traccar server can front the device protocols we do not
 * speak. The tracker is identified by the device's uniqueId; Traccar's speed is knots. Throws DecodeError.
 */
export function decodeTraccarForward(body: unknown, opts: { now: Date }): PositionReport {
  checkShape(body);
  const parsed = traccarForwardSchema.safeParse(body);
  if (!parsed.success) throw decodeErrorFromZod(parsed.error, body);
  const { position, device } = parsed.data;
  const attributes = position.attributes ?? {};
  const latitude = checkLatitude(position.latitude, 'position.latitude');
  const longitude = checkLongitude(position.longitude, 'position.longitude');
  const temperatureKey = TEMPERATURE_KEYS.find((key) => typeof attributes[key] === 'number');
  const alarm = splitAlarms(attributes.alarm ?? '');
  // Traccar marks network-geolocated positions approximate; wifi when access points were used
  const fix: FixType = attributes.approximate
    ? (position.network?.wifiAccessPoints?.length ?? 0) > 0
      ? 'wifi'
      : 'cell'
    : 'gps';

  const extra: [string, AttributeValue | undefined][] = [
    ['protocol', position.protocol ?? undefined],
    // outdated: Traccar re-sent the last known location with a message that had none; the pipeline decides
    ['outdated', position.outdated === true ? true : undefined],
    ['alarm', alarm.others ?? undefined],
    ...Object.entries(attributes)
      .filter(([key]) => !CONSUMED.has(key) && key !== temperatureKey)
      .map(([key, value]): [string, AttributeValue | undefined] => [key, attributeFromJson(value)]),
  ];
  const speed = position.speed;
  const battery = attributes.batteryLevel;

  return {
    deviceIdentifier: checkIdentifier(device.uniqueId, 'device.uniqueId'),
    fixTime: checkFixTime(
      parseReportTime(position.fixTime, 'position.fixTime'),
      opts.now,
      'position.fixTime',
    ),
    latitude,
    longitude,
    speedMps: speed == null ? null : checkSpeedMps(knotsToMps(speed), 'position.speed', `${speed} kn`),
    course: position.course == null ? null : normaliseCourse(position.course),
    altitude: position.altitude ?? null,
    // Traccar writes 0 when the device gave no accuracy
    accuracy: position.accuracy ? nonNegativeOrNull(position.accuracy) : null,
    hdop: attributes.hdop == null ? null : nonNegativeOrNull(attributes.hdop),
    battery: battery == null ? null : checkPercent(battery, 'position.attributes.batteryLevel'),
    charging: attributes.charge ?? null,
    valid: (position.valid ?? true) && !isNullIsland(latitude, longitude),
    fix,
    sos: alarm.sos,
    temperatureC: temperatureKey ? (attributes[temperatureKey] ?? null) : null,
    humidity:
      attributes.humidity == null ? null : checkPercent(attributes.humidity, 'position.attributes.humidity'),
    attributes: boundedAttributes(
      extra.filter((entry): entry is [string, AttributeValue] => entry[1] !== undefined),
      'position.attributes',
    ),
  };
}
