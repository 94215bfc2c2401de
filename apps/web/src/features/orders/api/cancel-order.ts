import type { AdminOrder } from '@lodestar/contracts';
import { apiRequest } from '../../../api/http-client.ts';
import { ADMIN_WRITE_HANDLES } from './admin-write-handles.ts';

/** POST /admin/orders/{id}/cancel (internal admins): withdraws an order not paid yet (decision 0066). */
export function cancelOrder(id: number): Promise<AdminOrder> {
  return apiRequest<AdminOrder>(`/admin/orders/${id}/cancel`, {
    method: 'POST',
    handles: ADMIN_WRITE_HANDLES,
  });
}
