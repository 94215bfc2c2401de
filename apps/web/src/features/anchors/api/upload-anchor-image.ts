import type { AnchorImage } from '@lodestar/contracts';
import { apiRequest } from '../../../api/http-client.ts';
import { ANCHOR_WRITE_HANDLES } from './refresh-after-anchor-change.ts';

/**
 * POST /accounts/{id}/anchors/{id}/images: one image as multipart field `image` (spec 1 §7). The wizard has
 * checked its name and size already; the server judges the bytes again.
 */
export function uploadAnchorImage(accountId: number, anchorId: number, file: File): Promise<AnchorImage> {
  const form = new FormData();
  form.append('image', file, file.name);
  return apiRequest(`/accounts/${accountId}/anchors/${anchorId}/images`, {
    method: 'POST',
    body: form,
    handles: ANCHOR_WRITE_HANDLES,
  });
}
