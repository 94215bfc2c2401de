import { z } from 'zod';
import { DecodeError, FIX_TYPES, invalidField } from './position-report.ts';
import { decodeErrorFromZod } from './zod-decode-error.ts';

const optionalNumber = z.number().nullish();

// The body Traccar Client 9+ sends (its background location SDK's native format); loose objects because
// the SDK adds fields over time and those must not make a report fail.
const osmandJsonSchema = z.looseObject({
  device_id: z.union([z.string(), z.number()]).nullish(),
  location: z.looseObject({
    timestamp: z.union([z.string(), z.number()]).nullish(),
    coords: z.looseObject({
      latitude: z.number(),
      longitude: z.number(),
      accuracy: optionalNumber,
      speed: optionalNumber,
      heading: optionalNumber,
      altitude: optionalNumber,
    }),
    is_moving: z.boolean().nullish(),
    odometer: optionalNumber,
    event: z.string().nullish(),
    mock: z.boolean().nullish(),
    battery: z.looseObject({ level: optionalNumber, is_charging: z.boolean().nullish() }).nullish(),
    activity: z.looseObject({ type: z.string().nullish() }).nullish(),
    // our extensions travel in extras, with the same names as the query form
    extras: z
      .looseObject({
        alarm: z.string().nullish(),
        fix: z.enum(FIX_TYPES).nullish(),
        temp: optionalNumber,
        humidity: optionalNumber,
      })
      .nullish(),
  }),
});

export type OsmandJsonBody = z.infer<typeof osmandJsonSchema>;

/** Refuses bodies that are not this protocol at all, before field checks would give a confusing message. */
function checkShape(body: unknown): void {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new DecodeError(
      'The body must be a JSON object: { device_id, location: { timestamp, coords } }',
      'unknown-device-format',
    );
  }
  const record = body as Record<string, unknown>;
  if (Array.isArray(record.location)) {
    throw invalidField(
      'location',
      'location must be a single location; send one report per request (turn batch sync off)',
    );
  }
  if (!('location' in record) && !('device_id' in record)) {
    const hint =
      'position' in record
        ? ' This looks like a Traccar position forward; send it to the Traccar forwarding URL.'
        : '';
    throw new DecodeError(
      `The body is not an OsmAnd JSON report: expected { device_id, location: { timestamp, coords } }.${hint}`,
      'unknown-device-format',
    );
  }
}

/** The body checked against the OsmAnd JSON shape; throws DecodeError naming the first bad field. */
export function parseOsmandJsonBody(body: unknown): OsmandJsonBody {
  checkShape(body);
  const parsed = osmandJsonSchema.safeParse(body);
  if (!parsed.success) throw decodeErrorFromZod(parsed.error, body);
  return parsed.data;
}
