import type { PaymentProgress } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';

/**
 * POST /payment-intents/{id}/refresh: reads the payment's outcome from the provider and applies it (the order
 * shows paid) without waiting for a webhook. Applying it again changes nothing (decision 0066), which is why a
 * query may run it.
 */
export function refreshPaymentIntent(intentId: string, signal?: AbortSignal): Promise<PaymentProgress> {
  return apiRequest(`/payment-intents/${encodeURIComponent(intentId)}/refresh`, {
    method: 'POST',
    body: {},
    signal,
    handles: [400, 403, 404, 409, 422],
  });
}

export function paymentIntentRefreshQueryOptions(intentId: string) {
  return queryOptions({
    queryKey: ['payment-intents', intentId, 'refresh'] as const,
    queryFn: ({ signal }) => refreshPaymentIntent(intentId, signal),
    staleTime: Infinity,
    retry: false,
  });
}

/** Refreshes once per intent on the success page; nothing without an intent (a bank payment). */
export function usePaymentIntentRefresh(intentId: string | null) {
  return useQuery({ ...paymentIntentRefreshQueryOptions(intentId ?? ''), enabled: intentId !== null });
}
