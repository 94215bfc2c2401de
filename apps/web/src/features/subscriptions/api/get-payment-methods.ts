import type { PaymentMethod } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { subscriptionKeys } from './subscription-keys.ts';

/**
 * GET /accounts/{id}/payment-methods (spec 3 §7): the saved methods, for the Reactivate modal's line about which
 * one is charged. The Payment tab has its own call; features do not share code.
 */
export function fetchPaymentMethods(accountId: number, signal?: AbortSignal): Promise<PaymentMethod[]> {
  // a refusal reads as no method in the modal, rather than leaving the screen for the Forbidden page
  return apiRequest<PaymentMethod[]>(`/accounts/${accountId}/payment-methods`, {
    signal,
    handles: [403, 404],
  });
}

export function paymentMethodsQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: subscriptionKeys.paymentMethods(accountId),
    queryFn: ({ signal }) => fetchPaymentMethods(accountId, signal),
  });
}

export function usePaymentMethods(accountId: number) {
  return useQuery(paymentMethodsQueryOptions(accountId));
}
