import type { PaymentConfig } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { paymentKeys } from './payment-keys.ts';

/** GET /payment-config: which provider's card form to show, and Stripe's publishable key (no secret). */
export function fetchPaymentConfig(signal?: AbortSignal): Promise<PaymentConfig> {
  return apiRequest('/payment-config', { signal });
}

export function paymentConfigQueryOptions() {
  // the server's provider is chosen at its start: one read per page load is enough
  return queryOptions({
    queryKey: paymentKeys.config,
    queryFn: ({ signal }) => fetchPaymentConfig(signal),
    staleTime: Infinity,
  });
}

export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions());
}
