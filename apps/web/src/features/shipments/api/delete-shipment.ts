import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../api/http-client.ts';
import { refreshShipments } from './shipment-form-refresh.ts';
import { shipmentKeys } from './shipment-keys.ts';

/** DELETE /accounts/{id}/shipments/{id} (spec 2 §7 Delete); the confirm dialog shows a failure's message. */
export function deleteShipment(accountId: number, id: number): Promise<void> {
  return apiSend(`/accounts/${accountId}/shipments/${id}`, { method: 'DELETE', handles: [403, 404, 422] });
}

export function useDeleteShipment(accountId: number, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteShipment(accountId, id),
    // the deleted shipment's own answers go, so nothing asks for it again; the lists reload
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: shipmentKeys.one(accountId, id) });
      return refreshShipments(queryClient, accountId);
    },
  });
}
