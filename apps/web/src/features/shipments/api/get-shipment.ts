import type { Shipment } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { shipmentKeys } from './shipment-keys.ts';

/**
 * GET /accounts/{id}/shipments/{id} (spec 2 §7 One) with the geofences of its ends, where its tracker is now and
 * its path from the start; the answer carries its events. A 404 goes to the not-found screen.
 */
export function fetchShipment(accountId: number, id: number, signal?: AbortSignal): Promise<Shipment> {
  return apiRequest<Shipment>(`/accounts/${accountId}/shipments/${id}`, {
    signal,
    query: { with_geofences: 1, with_current_position: 1, with_path: 1 },
  });
}

export function shipmentQueryOptions(accountId: number, id: number) {
  return queryOptions({
    queryKey: shipmentKeys.one(accountId, id),
    queryFn: ({ signal }) => fetchShipment(accountId, id, signal),
  });
}

export function useShipment(accountId: number, id: number) {
  return useQuery(shipmentQueryOptions(accountId, id));
}
