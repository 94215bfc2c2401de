import type { AdminOrder, DraftOrderBody } from '@lodestar/contracts';
import { apiRequest } from '../../../api/http-client.ts';
import { ADMIN_WRITE_HANDLES } from './admin-write-handles.ts';

/** POST /admin/accounts/{accountId}/orders (internal admins): a new draft sale for the account. */
export function createDraftOrder(accountId: number, body: DraftOrderBody): Promise<AdminOrder> {
  return apiRequest<AdminOrder>(`/admin/accounts/${accountId}/orders`, {
    method: 'POST',
    body,
    handles: ADMIN_WRITE_HANDLES,
  });
}
