import type { Shipment } from '@lodestar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { refreshShipments } from './shipment-form-refresh.ts';

/**
 * POST /accounts/{id}/shipments/{id}/finished (spec 2 §7 End): Completed now, or Completed Late. The confirm
 * dialog shows a refusal's message.
 */
export function endShipment(accountId: number, id: number): Promise<Shipment> {
  return apiRequest(`/accounts/${accountId}/shipments/${id}/finished`, {
    method: 'POST',
    handles: [403, 404, 422],
  });
}

export function useEndShipment(accountId: number, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => endShipment(accountId, id),
    onSuccess: () => refreshShipments(queryClient, accountId),
  });
}
