import { apiSend } from '../../../api/http-client.ts';
import { ANCHOR_WRITE_HANDLES } from './refresh-after-anchor-change.ts';

/** DELETE /accounts/{id}/anchors/{anchorId}/images/{imageId}: an image removed in the edit wizard. */
export function deleteAnchorImage(accountId: number, anchorId: number, imageId: number): Promise<void> {
  return apiSend(`/accounts/${accountId}/anchors/${anchorId}/images/${imageId}`, {
    method: 'DELETE',
    handles: ANCHOR_WRITE_HANDLES,
  });
}
