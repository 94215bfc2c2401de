import { apiRequest } from '../../../api/http-client.ts';
import { PAYMENT_WRITE_HANDLES } from '../../../components/payments/api/payment-keys.ts';

/**
 * POST /setup-intents/{id}/refresh: reads the setup's outcome from the provider and records the saved method,
 * without waiting for its webhook (after the card form, and on return from a provider's redirect).
 */
export function refreshSetupIntent(setupIntentId: string): Promise<unknown> {
  return apiRequest(`/setup-intents/${encodeURIComponent(setupIntentId)}/refresh`, {
    method: 'POST',
    body: {},
    handles: PAYMENT_WRITE_HANDLES,
  });
}
