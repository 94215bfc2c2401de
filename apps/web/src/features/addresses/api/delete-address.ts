import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { ADDRESS_WRITE_HANDLES, addressKeys } from './address-keys.ts';

/** DELETE /accounts/{id}/addresses/{id}; a deleted default hands over to the newest address left. */
export function deleteAddress(accountId: number, addressId: number): Promise<{ id: number }> {
  return apiRequest(`/accounts/${accountId}/addresses/${addressId}`, {
    method: 'DELETE',
    handles: ADDRESS_WRITE_HANDLES,
  });
}

export function useDeleteAddress(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (addressId: number) => deleteAddress(accountId, addressId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressKeys.all(accountId) }),
  });
}
