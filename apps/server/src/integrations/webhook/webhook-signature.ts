import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The X-Lodestar-Signature value (docs/webhooks.md): `sha256=` and the hex HMAC-SHA256, keyed with the rule's
 * secret, of the timestamp header's value, a dot and the raw body. Signing the timestamp lets a receiver refuse
 * an old message replayed later.
 */
export function signWebhook(secret: string, timestamp: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

/** What a receiver does (and our tests do): recompute the signature and compare in constant time. */
export function verifyWebhookSignature(
  secret: string,
  timestamp: string,
  rawBody: string,
  header: string,
): boolean {
  const expected = Buffer.from(signWebhook(secret, timestamp, rawBody));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
