import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../api/http-client.ts';
import { PAYMENT_WRITE_HANDLES, paymentKeys } from '../../../components/payments/api/payment-keys.ts';

/** DELETE /accounts/{id}/payment-methods/{id}: detaches the card at the provider and forgets it. */
export function deletePaymentMethod(accountId: number, methodId: number): Promise<void> {
  return apiSend(`/accounts/${accountId}/payment-methods/${methodId}`, {
    method: 'DELETE',
    handles: PAYMENT_WRITE_HANDLES,
  });
}

export function useDeletePaymentMethod(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (methodId: number) => deletePaymentMethod(accountId, methodId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.methods(accountId) }),
  });
}
