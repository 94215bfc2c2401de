import type { Account } from '@lodestar/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { preloadShipmentsMap } from '../../../map/lazy-shipments-map.tsx';
import { shipmentQueryOptions } from './get-shipment.ts';
import { shipmentsQueryOptions } from './get-shipments.ts';
import { defaultShipmentWindow, listParamsOf } from './shipment-list-query.ts';

/**
 * What the shipment list needs first (spec 3 §2.2 preloads; the list of the ±15-day window unless the address
 * names another): the map chunk and the list the address asks for, under the screen's own key, so the screen
 * renders from it. Not awaited (the screen shows its loader meanwhile; 5,000 shipments are megabytes).
 */
export function preloadShipmentList(
  queryClient: QueryClient,
  account: Account | null | undefined,
  search: URLSearchParams,
): void {
  preloadShipmentsMap();
  if (!account) return;
  void queryClient.prefetchQuery(
    shipmentsQueryOptions(account.id, listParamsOf(search, defaultShipmentWindow())),
  );
}

/** A shipment's details or edit screen: the map chunk, and the shipment itself, awaited (a 404 is the screen's). */
export function preloadShipment(
  queryClient: QueryClient,
  account: Account | null | undefined,
  id: string | undefined,
): Promise<unknown> | undefined {
  preloadShipmentsMap();
  const shipmentId = Number(id);
  if (!account || !Number.isInteger(shipmentId) || shipmentId < 1) return;
  return queryClient.prefetchQuery(shipmentQueryOptions(account.id, shipmentId));
}
