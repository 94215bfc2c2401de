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
    // the form shows these itself (spec 2 §8); 401 and 503 keep the shared reaction
    handles: [403, 404, 409, 422, 500, 502, 504],
  });
}

export function useUpdateShipment(accountId: number, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateShipmentRequest) => updateShipment(accountId, id, request),
    onSuccess: () => refreshShipments(queryClient, accountId),
  });
}
