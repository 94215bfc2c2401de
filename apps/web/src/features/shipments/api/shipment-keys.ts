import type { ShipmentListParams } from './shipment-list-query.ts';

/**
 * Cache keys of the shipment screens, all under the account's 'shipments' prefix: one invalidation after a write
 * (create, edit, end, archive, delete) or a live shipment event reloads the lists and the details.
 */
export const shipmentKeys = {
  all: (accountId: number) => ['accounts', accountId, 'shipments'] as const,
  lists: (accountId: number) => ['accounts', accountId, 'shipments', 'list'] as const,
  list: (accountId: number, params: ShipmentListParams) =>
    ['accounts', accountId, 'shipments', 'list', params] as const,
  one: (accountId: number, id: number) => ['accounts', accountId, 'shipments', 'one', id] as const,
};
