import { z } from 'zod';

/**
 * A tracker's ingest key (decision 0027): the secret a tracker appends to its identifier, `<identifier>:<key>`.
 * 16 to 40 URL-safe characters, so the whole identifier stays within the 64 characters a report may send.
 */
export const ingestKeyValue = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,40}$/, 'The ingest key must be 16 to 40 letters, digits, - or _.');

/** PUT /devices/{id}/ingest-key: set this key, or with no body (or no ingest_key) a new random one. */
export const setIngestKeyRequest = z.object({ ingest_key: ingestKeyValue.optional() }).nullish();

/** The tracker's ingest key and the identifier to configure on the device (null when it has no key). */
export const ingestKeyResponse = z.object({
  device_id: z.number().int(),
  ingest_key: z.string().nullable(),
  /** What to enter as the device identifier (Traccar Client's "Device identifier"), e.g. `LS100005:k3y...`. */
  device_identifier: z.string(),
});
export type IngestKeyResponse = z.infer<typeof ingestKeyResponse>;
