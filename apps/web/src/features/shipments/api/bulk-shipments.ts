import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../api/http-client.ts';
import { shipmentKeys } from './shipment-keys.ts';

export type ShipmentBulkAction = 'archive' | 'unarchive' | 'delete';

/** POST /accounts/{id}/shipments/bulk/{archive,unarchive,delete} with the chosen ids (spec 2 §7 Bulk). */
export function bulkShipments(
  accountId: number,
  action: ShipmentBulkAction,
  ids: readonly number[],
): Promise<void> {
  return apiSend(`/accounts/${accountId}/shipments/bulk/${action}`, {
    method: 'POST',
    body: { ids },
    handles: 'all',
  });
}

export function useBulkShipments(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ids }: { action: ShipmentBulkAction; ids: readonly number[] }) =>
      bulkShipments(accountId, action, ids),
    onSuccess: (_, { action, ids }) => {
      if (action === 'delete')
        for (const id of ids) queryClient.removeQueries({ queryKey: shipmentKeys.one(accountId, id) });
      return queryClient.invalidateQueries({ queryKey: shipmentKeys.all(accountId) });
    },
  });
}
