import type { UpdateAnchorRequest } from '@lodestar/contracts';
import { apiRequest } from '../../../api/http-client.ts';
import { ANCHOR_WRITE_HANDLES } from './refresh-after-anchor-change.ts';

/** PUT /accounts/{id}/anchors/{id}: the wizard's fields; the serial sent is the anchor's own (it is locked). */
export function updateAnchor(
  accountId: number,
  anchorId: number,
  request: UpdateAnchorRequest,
): Promise<{ id: number }> {
  return apiRequest(`/accounts/${accountId}/anchors/${anchorId}`, {
    method: 'PUT',
    body: request,
    handles: ANCHOR_WRITE_HANDLES,
  });
}
