import type { Address, CreateAddressRequest } from '@lodestar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { ADDRESS_WRITE_HANDLES, addressKeys } from './address-keys.ts';

/** POST /accounts/{id}/addresses. */
export function createAddress(accountId: number, request: CreateAddressRequest): Promise<Address> {
  return apiRequest(`/accounts/${accountId}/addresses`, {
    method: 'POST',
    body: request,
    handles: ADDRESS_WRITE_HANDLES,
  });
}

export function useCreateAddress(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateAddressRequest) => createAddress(accountId, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all(accountId) }),
  });
}
