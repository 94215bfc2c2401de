import { PAYMENT_TEXTS } from '@lodestar/contracts';
import { HttpError } from '../../http/errors.ts';
import { NoSuchProviderObject, PaymentDeclined } from '../../integrations/payments/payment-provider.ts';
import type { BillingLog } from './billing-deps.ts';

/**
 * A provider call made for a request: a decline or a missing object is the caller's to handle; anything else
 * (the network, the provider's own fault) is a 502 the customer can retry, logged with its cause, never a 500.
 */
export async function askProvider<T>(log: BillingLog, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof PaymentDeclined || err instanceof NoSuchProviderObject || err instanceof HttpError)
      throw err;
    log.warn({ err }, `payment provider: ${what} failed`);
    throw new HttpError(502, PAYMENT_TEXTS.providerUnavailable);
  }
}
