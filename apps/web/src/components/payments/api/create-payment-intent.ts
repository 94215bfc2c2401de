import type { PaymentIntentAnswer } from '@lodestar/contracts';
import type { z } from 'zod';
import type { paymentIntentBody } from '@lodestar/contracts';
import { apiRequest } from '../../../api/http-client.ts';
import { PAYMENT_WRITE_HANDLES } from './payment-keys.ts';
import { orderPath, type PaymentTarget } from './payment-target.ts';

export type PaymentIntentRequest = z.input<typeof paymentIntentBody>;

/**
 * POST /orders/{id}/payment-intent (or /public-orders/{uuid}/payment-intent): the intent for the order's first
 * payment due, with a saved method or for a new card. A second call for the same payment answers the same open
 * intent (decision 0066), so a repeated click can never make a second charge.
 */
export function createPaymentIntent(
  target: PaymentTarget,
  request: PaymentIntentRequest,
): Promise<PaymentIntentAnswer> {
  return apiRequest(`${orderPath(target)}/payment-intent`, {
    method: 'POST',
    body: request,
    handles: PAYMENT_WRITE_HANDLES,
  });
}
