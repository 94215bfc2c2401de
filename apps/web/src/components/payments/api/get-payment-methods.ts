import type { PaymentMethod } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { paymentKeys } from './payment-keys.ts';

/**
 * GET /accounts/{id}/payment-methods: the account's saved cards (and bank accounts), the default first. A refusal
 * (a role that may not see them) stays in the tab or the modal, which then offers a new card.
 */
export function fetchPaymentMethods(accountId: number, signal?: AbortSignal): Promise<PaymentMethod[]> {
  return apiRequest(`/accounts/${accountId}/payment-methods`, { signal, handles: [403] });
}

export function paymentMethodsQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: paymentKeys.methods(accountId),
    queryFn: ({ signal }) => fetchPaymentMethods(accountId, signal),
  });
}

/** The saved methods; `enabled` false on the public approve page, where nobody is signed in. */
export function usePaymentMethods(accountId: number | null) {
  return useQuery({ ...paymentMethodsQueryOptions(accountId ?? 0), enabled: accountId !== null });
}
