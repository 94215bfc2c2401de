import type { Product } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { orderKeys } from './order-keys.ts';

/** GET /admin/products (internal admins): the catalogue a sale is composed from, services with their plans. */
export function fetchAdminProducts(signal?: AbortSignal): Promise<Product[]> {
  return apiRequest<Product[]>('/admin/products', { signal });
}

export function adminProductsQueryOptions() {
  return queryOptions({
    queryKey: orderKeys.admin.products,
    queryFn: ({ signal }) => fetchAdminProducts(signal),
    // the catalogue barely changes while a sale is composed
    staleTime: 5 * 60_000,
  });
}

export function useAdminProducts() {
  return useQuery(adminProductsQueryOptions());
}
