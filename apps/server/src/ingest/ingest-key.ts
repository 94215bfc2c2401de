import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../http/errors.ts';
import type { PositionReport } from './position-report.ts';
import type { TrackerDirectory } from './tracker-directory.ts';

/**
 * A tracker's ingest key (decision 0027): 16 to 40 URL-safe characters, so `<serial>:<key>` fits the 64 characters
 * an identifier may have and any tracker app can carry it in its one identifier field.
 */
export const INGEST_KEY = /^[A-Za-z0-9_-]{16,40}$/;
/** The key follows the identifier after this character: Traccar Client has a single identifier field. */
export const INGEST_KEY_SEPARATOR = ':';

/** A new random key: 144 bits in 24 characters. */
export function generateIngestKey(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * The identifier and the key it carries (`LS100005:Xy...`), or the identifier as it is with a null key. Only a
 * tail that has a key's shape counts, so identifiers that contain the separator themselves (MAC-style
 * `AA:BB:CC:...`) are left whole.
 */
export function splitIngestKey(identifier: string): { identifier: string; key: string | null } {
  const at = identifier.lastIndexOf(INGEST_KEY_SEPARATOR);
  if (at <= 0) return { identifier, key: null };
  const key = identifier.slice(at + 1);
  if (!INGEST_KEY.test(key)) return { identifier, key: null };
  return { identifier: identifier.slice(0, at), key };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the presented key is the tracker's, compared in constant time (digests: lengths do not leak either). */
export function ingestKeyMatches(expected: string, presented: string | null): boolean {
  return presented !== null && timingSafeEqual(digest(expected), digest(presented));
}

export const INGEST_KEY_REFUSED =
  "This tracker has an ingest key: send its identifier as '<identifier>:<key>' (the key is shown to account " +
  'administrators in the tracker settings).';

/**
 * Takes the key off the report's identifier and checks it against the tracker's (cached by the directory: no
 * query per report). A tracker with a key gets nothing stored, no command handed out and no answer recorded
 * without it: 403. Trackers without a key, and unknown identifiers, pass on to the pipeline as before. Answers
 * synchronously when the tracker is cached, so the hot path awaits nothing extra.
 */
export function admitReport<R extends Pick<PositionReport, 'deviceIdentifier'>>(
  report: R,
  trackers: TrackerDirectory,
): R | Promise<R> {
  const { identifier, key } = splitIngestKey(report.deviceIdentifier);
  const stripped = key === null ? report : { ...report, deviceIdentifier: identifier };
  const admit = (ingestKey: string | null | undefined) => {
    if (ingestKey && !ingestKeyMatches(ingestKey, key)) throw new HttpError(403, INGEST_KEY_REFUSED);
    return stripped;
  };
  const cached = trackers.cached(identifier);
  if (cached !== undefined) return admit(cached?.ingestKey);
  return trackers.resolve(identifier).then((tracker) => admit(tracker?.ingestKey));
}
