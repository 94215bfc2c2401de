import type { PaymentProgress } from '@lodestar/contracts';
import { apiRequest } from '../../../api/http-client.ts';

/**
 * POST /public-orders/{uuid}/payment-intents/{id}/refresh: the approve page's twin of the success page's
 * refresh (no sign-in), so the order reads paid before the provider's webhook.
 */
export function refreshPublicPaymentIntent(uuid: string, intentId: string): Promise<PaymentProgress> {
  return apiRequest(
    `/public-orders/${encodeURIComponent(uuid)}/payment-intents/${encodeURIComponent(intentId)}/refresh`,
    { method: 'POST', body: {}, handles: 'all' },
  );
}
