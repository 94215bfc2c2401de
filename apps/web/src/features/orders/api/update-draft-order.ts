import type { AdminOrder, DraftOrderBody } from '@lodestar/contracts';
import { apiRequest } from '../../../api/http-client.ts';
import { ADMIN_WRITE_HANDLES } from './admin-write-handles.ts';

/** PUT /admin/orders/{id} (internal admins): the draft as composed now, replacing what it was. */
export function updateDraftOrder(id: number, body: DraftOrderBody): Promise<AdminOrder> {
  return apiRequest<AdminOrder>(`/admin/orders/${id}`, { method: 'PUT', body, handles: ADMIN_WRITE_HANDLES });
}
