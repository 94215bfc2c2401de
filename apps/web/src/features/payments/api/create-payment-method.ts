import type { SetupIntentAnswer } from '@lodestar/contracts';
import { apiRequest } from '../../../api/http-client.ts';
import { PAYMENT_WRITE_HANDLES } from '../../../components/payments/api/payment-keys.ts';

/**
 * POST /accounts/{id}/payment-methods: starts saving a card. Answers the setup intent the provider's card form
 * confirms (its client secret); the card itself never comes here.
 */
export function createPaymentMethod(accountId: number): Promise<SetupIntentAnswer> {
  return apiRequest(`/accounts/${accountId}/payment-methods`, {
    method: 'POST',
    body: {},
    handles: PAYMENT_WRITE_HANDLES,
  });
}
