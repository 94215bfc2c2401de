import type { QueryClient } from '@tanstack/react-query';
import { shipmentKeys } from './shipment-keys.ts';

/** After a shipment is planned, changed, ended or deleted: the account's shipment lists and details reload. */
export function refreshShipments(queryClient: QueryClient, accountId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: shipmentKeys.all(accountId) });
}
