import { z } from 'zod';
import { DecodeError, invalidField } from './position-report.ts';
import { decodeErrorFromZod } from './zod-decode-error.ts';

// The body Traccar Client 9+ sends (its background location SDK's native format). Only what places the report
// in time and space is checked here; side values (battery, speed, extras...) are read leniently by the decoder,
// which drops what it cannot read instead of refusing the fix. Loose objects: the SDK adds fields over time.
const osmandJsonSchema = z.looseObject({
  device_id: z.union([z.string(), z.number()]).nullish(),
  location: z.looseObject({
    timestamp: z.union([z.string(), z.number()]).nullish(),
    // absent on the SDK's events without a new fix (heartbeat, provider change): placed by the pipeline
    coords: z.looseObject({ latitude: z.number(), longitude: z.number() }).nullish(),
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
