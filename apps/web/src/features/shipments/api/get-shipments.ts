import type { ShipmentPage } from '@lodestar/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestEnvelope } from '../../../api/http-client.ts';
import { shipmentKeys } from './shipment-keys.ts';
import { shipmentListQuery, type ShipmentListParams } from './shipment-list-query.ts';

/** GET /accounts/{id}/shipments: the shipments of the window, tab, search and statuses, newest start first. */
export function fetchShipments(
  accountId: number,
  params: ShipmentListParams,
  signal?: AbortSignal,
): Promise<ShipmentPage> {
  return apiRequestEnvelope(`/accounts/${accountId}/shipments`, { signal, query: shipmentListQuery(params) });
}

export function shipmentsQueryOptions(accountId: number, params: ShipmentListParams) {
  return queryOptions({
    queryKey: shipmentKeys.list(accountId, params),
    queryFn: ({ signal }) => fetchShipments(accountId, params, signal),
    // a new search or filter keeps the rows on screen until its answer arrives
    placeholderData: keepPreviousData,
  });
}

export function useShipments(accountId: number, params: ShipmentListParams) {
  return useQuery(shipmentsQueryOptions(accountId, params));
}
