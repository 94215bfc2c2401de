import type { Shipment, UpdateShipmentRequest } from '@lodestar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { refreshShipments } from './shipment-form-refresh.ts';

/** PUT /accounts/{id}/shipments/{id} (spec 2 §7 Update): times as 'yyyy-MM-dd HH:mm:ss' in the user's zone. */
export function updateShipment(
  accountId: number,
  id: number,
  request: UpdateShipmentRequest,
): Promise<Shipment> {
  return apiRequest(`/accounts/${accountId}/shipments/${id}`, {
    method: 'PUT',
    body: request,
    handles: [403, 404, 422, 500],
  });
}

export function useUpdateShipment(accountId: number, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateShipmentRequest) => updateShipment(accountId, id, request),
    onSuccess: () => refreshShipments(queryClient, accountId),
  });
}
