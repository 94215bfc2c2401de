import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../api/http-client.ts';
import { shipmentKeys } from './shipment-keys.ts';

/** DELETE /accounts/{id}/shipments/{id} (spec 2 §7 Delete); the confirm dialog shows a failure's message. */
export function deleteShipment(accountId: number, id: number): Promise<void> {
  return apiSend(`/accounts/${accountId}/shipments/${id}`, { method: 'DELETE', handles: [403, 404, 422] });
}

export function useDeleteShipment(accountId: number, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteShipment(accountId, id),
    // the lists reload; the shipment's own answer is dropped only once its screen has gone (see forgetShipment),
    // or the screen would ask for it again and meet a 404
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shipmentKeys.lists(accountId) }),
  });
}

/** Drops a deleted shipment's cached answer, after its screens have been left. */
export function forgetShipment(queryClient: QueryClient, accountId: number, id: number): void {
  queryClient.removeQueries({ queryKey: shipmentKeys.one(accountId, id) });
}
