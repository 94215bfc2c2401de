import Stripe from 'stripe';

/**
 * The official SDK's client. STRIPE_API_URL points it elsewhere than Stripe (the tests' local fake of the API);
 * its own retries reuse the idempotency key of the call, so a retried charge is still one charge.
 */
export function stripeClient(secretKey: string, apiUrl?: string): Stripe {
  if (!apiUrl) return new Stripe(secretKey, { maxNetworkRetries: 2 });
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    maxNetworkRetries: 2,
    telemetry: false,
  });
}
