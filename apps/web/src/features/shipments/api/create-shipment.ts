import type { CreateShipmentRequest } from '@lodestar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { refreshShipments } from './shipment-form-refresh.ts';

/**
 * POST /accounts/{id}/shipments (spec 2 §7 Store): answers the new shipment's id. The form shows every refusal
 * itself (messages under fields, the server's message in a toast).
 */
export function createShipment(accountId: number, request: CreateShipmentRequest): Promise<{ id: number }> {
  return apiRequest(`/accounts/${accountId}/shipments`, { method: 'POST', body: request, handles: 'all' });
}

export function useCreateShipment(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateShipmentRequest) => createShipment(accountId, request),
    onSuccess: () => refreshShipments(queryClient, accountId),
  });
}
