import type { Address } from '@lodestar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { ADDRESS_WRITE_HANDLES, addressKeys } from './address-keys.ts';

/** PUT /accounts/{id}/addresses/{id} {is_default: true}: the address becomes its category's default. */
export function setDefaultAddress(accountId: number, addressId: number): Promise<Address> {
  return apiRequest(`/accounts/${accountId}/addresses/${addressId}`, {
    method: 'PUT',
    body: { is_default: true },
    handles: ADDRESS_WRITE_HANDLES,
  });
}

export function useSetDefaultAddress(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (addressId: number) => setDefaultAddress(accountId, addressId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressKeys.all(accountId) }),
  });
}
