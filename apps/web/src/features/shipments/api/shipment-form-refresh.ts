import type { QueryClient } from '@tanstack/react-query';

/**
 * After a shipment is planned, changed, ended or deleted: every cached shipment answer (list, details, downloads)
 * is stale. Matched by the 'shipments' part of the key, so it holds whatever prefix the list's keys use.
 */
export function refreshShipments(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes('shipments') });
}
