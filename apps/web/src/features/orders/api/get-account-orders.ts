import { ORDERS_PER_PAGE, type Order, type PageMeta } from '@lodestar/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestEnvelope } from '../../../api/http-client.ts';
import { orderKeys } from './order-keys.ts';

export interface OrdersPage {
  data: Order[];
  meta: PageMeta;
}

/** GET /accounts/{id}/orders?include=orderItemsCount,draft (spec 3 §7): one page of the account's orders. */
export function fetchAccountOrders(
  accountId: number,
  page: number,
  perPage: number,
  signal?: AbortSignal,
): Promise<OrdersPage> {
  return apiRequestEnvelope<OrdersPage>(`/accounts/${accountId}/orders`, {
    signal,
    query: { include: 'orderItemsCount,draft', page, per_page: perPage },
  });
}

export function accountOrdersQueryOptions(
  accountId: number,
  page: number,
  perPage: number = ORDERS_PER_PAGE,
) {
  return queryOptions({
    queryKey: orderKeys.list(accountId, page, perPage),
    queryFn: ({ signal }) => fetchAccountOrders(accountId, page, perPage, signal),
    // the page shown stays while the next one loads, rather than the table flashing empty
    placeholderData: keepPreviousData,
  });
}

export function useAccountOrders(accountId: number, page: number, perPage: number = ORDERS_PER_PAGE) {
  return useQuery(accountOrdersQueryOptions(accountId, page, perPage));
}
