import type { achPaymentBody, PaymentProgress } from '@lodestar/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../api/http-client.ts';
import { PAYMENT_WRITE_HANDLES } from './payment-keys.ts';
import { orderPath, type PaymentTarget } from './payment-target.ts';

export type BankPaymentRequest = z.input<typeof achPaymentBody>;

/**
 * PUT /orders/{id}/payments/{paymentId} (or the public twin): pays one payment of the schedule from a bank
 * account (ACH, B2B accounts only); it settles later, the order shows 'paid' (ach-requested) meanwhile.
 */
export function payByBank(
  target: PaymentTarget,
  paymentId: number,
  request: BankPaymentRequest,
): Promise<PaymentProgress> {
  return apiRequest(`${orderPath(target)}/payments/${paymentId}`, {
    method: 'PUT',
    body: request,
    handles: PAYMENT_WRITE_HANDLES,
  });
}
