import { randomBytes, timingSafeEqual } from 'node:crypto';

/** Stripe-shaped ids for the sandbox's objects: `pi_sandbox_…`, `seti_sandbox_…`, `pm_sandbox_…`, `cus_sandbox_…`. */
export function sandboxId(prefix: 'pi' | 'seti' | 'pm' | 'cus' | 'evt'): string {
  return `${prefix}_sandbox_${randomBytes(12).toString('base64url')}`;
}

/** As Stripe's: the intent's id, then a secret only the browser paying it is given. */
export function sandboxClientSecret(intentId: string): string {
  return `${intentId}_secret_${randomBytes(18).toString('base64url')}`;
}

/** Compares a client secret without leaking through timing how much of it matched. */
export function secretMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
