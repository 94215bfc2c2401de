import { createHash, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../http/errors.ts';

/** The header a Traccar server sends the shared secret in (forward.header in traccar.xml). */
export const FORWARD_SECRET_HEADER = 'x-lodestar-secret';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Refuses a Traccar forward without the shared secret, when one is configured. Digests are compared in constant
 * time, so neither the secret nor its length leaks through response timing.
 */
export function checkForwardSecret(
  presented: string | string[] | undefined,
  secret: string | undefined,
): void {
  if (!secret) return;
  const value = Array.isArray(presented) ? presented[0] : presented;
  if (value !== undefined && timingSafeEqual(digest(value), digest(secret))) return;
  throw new HttpError(401, `The ${FORWARD_SECRET_HEADER} header is missing or wrong.`);
}
