import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../api/http-client.ts';
import { ANCHOR_WRITE_HANDLES, refreshAfterAnchorChange } from './refresh-after-anchor-change.ts';

/** DELETE /accounts/{id}/anchors/{id}: the anchor and its images. */
export function deleteAnchor(accountId: number, anchorId: number): Promise<void> {
  return apiSend(`/accounts/${accountId}/anchors/${anchorId}`, {
    method: 'DELETE',
    handles: ANCHOR_WRITE_HANDLES,
  });
}

export function useDeleteAnchor(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (anchorId: number) => deleteAnchor(accountId, anchorId),
    onSettled: () => refreshAfterAnchorChange(queryClient, accountId),
  });
}
