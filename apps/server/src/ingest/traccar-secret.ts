import { createHash, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../http/errors.ts';

/** The header a Traccar server sends the shared secret in (forward.header in traccar.xml). */
export const FORWARD_SECRET_HEADER = 'x-lodestar-secret';

const digest = (text: string) => createHash('sha256').update(text).digest();

export const FORWARDING_OFF =
  'Traccar forwarding is off on this server: set TRACCAR_FORWARD_SECRET and have Traccar send it in the ' +
  `${FORWARD_SECRET_HEADER} header (forward.header in traccar.xml).`;

/**
 * Refuses a Traccar forward without the shared secret. Without a configured secret the endpoint is off (403
 * saying how to turn it on): it would otherwise take positions for any tracker from anyone (decision 0027).
 * Digests are compared in constant time, so neither the secret nor its length leaks through response timing.
 */
export function checkForwardSecret(
  presented: string | string[] | undefined,
  secret: string | undefined,
): void {
  if (!secret) throw new HttpError(403, FORWARDING_OFF);
  const value = Array.isArray(presented) ? presented[0] : presented;
  if (value !== undefined && timingSafeEqual(digest(value), digest(secret))) return;
  throw new HttpError(401, `The ${FORWARD_SECRET_HEADER} header is missing or wrong.`);
}
