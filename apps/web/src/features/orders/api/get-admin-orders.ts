import { ORDERS_PER_PAGE, type AdminOrder, type OrderStatus, type PageMeta } from '@lodestar/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestEnvelope } from '../../../api/http-client.ts';
import { orderKeys } from './order-keys.ts';

export interface AdminOrdersParams {
  page: number;
  perPage?: number;
  status?: OrderStatus;
}

export interface AdminOrdersPage {
  data: AdminOrder[];
  meta: PageMeta;
}

/** GET /admin/orders (internal admins): every account's orders, newest first, drafts included; by status. */
export function fetchAdminOrders(params: AdminOrdersParams, signal?: AbortSignal): Promise<AdminOrdersPage> {
  return apiRequestEnvelope<AdminOrdersPage>('/admin/orders', {
    signal,
    query: { page: params.page, per_page: params.perPage ?? ORDERS_PER_PAGE, status: params.status },
  });
}

export function adminOrdersQueryOptions(params: AdminOrdersParams) {
  return queryOptions({
    queryKey: orderKeys.admin.list(params),
    queryFn: ({ signal }) => fetchAdminOrders(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminOrders(params: AdminOrdersParams) {
  return useQuery(adminOrdersQueryOptions(params));
}
