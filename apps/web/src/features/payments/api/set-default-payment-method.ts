import type { PaymentMethod } from '@lodestar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { PAYMENT_WRITE_HANDLES, paymentKeys } from '../../../components/payments/api/payment-keys.ts';

/** PUT /accounts/{id}/payment-methods/{id} {default: true}: renewals charge this one from now on. */
export function setDefaultPaymentMethod(accountId: number, methodId: number): Promise<PaymentMethod> {
  return apiRequest(`/accounts/${accountId}/payment-methods/${methodId}`, {
    method: 'PUT',
    body: { default: true },
    handles: PAYMENT_WRITE_HANDLES,
  });
}

export function useSetDefaultPaymentMethod(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (methodId: number) => setDefaultPaymentMethod(accountId, methodId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.methods(accountId) }),
  });
}
