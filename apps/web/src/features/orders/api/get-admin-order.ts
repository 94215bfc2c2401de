import type { AdminOrder } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { orderKeys } from './order-keys.ts';

/** GET /admin/orders/{id} (internal admins): any account's order, with what composing a draft needs. */
export function fetchAdminOrder(id: number, signal?: AbortSignal): Promise<AdminOrder> {
  return apiRequest<AdminOrder>(`/admin/orders/${id}`, { signal });
}

export function adminOrderQueryOptions(id: number) {
  return queryOptions({
    queryKey: orderKeys.admin.one(id),
    queryFn: ({ signal }) => fetchAdminOrder(id, signal),
  });
}

export function useAdminOrder(id: number, enabled = true) {
  return useQuery({ ...adminOrderQueryOptions(id), enabled });
}
