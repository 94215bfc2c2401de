import type { AdminOrder } from '@lodestar/contracts';
import { apiRequest } from '../../../api/http-client.ts';
import { ADMIN_WRITE_HANDLES } from './admin-write-handles.ts';

/**
 * POST /admin/orders/{id}/send (internal admins): the draft becomes pending approval, its schedule is made and the
 * customer's admins are mailed the approve link.
 */
export function sendOrder(id: number): Promise<AdminOrder> {
  return apiRequest<AdminOrder>(`/admin/orders/${id}/send`, { method: 'POST', handles: ADMIN_WRITE_HANDLES });
}
