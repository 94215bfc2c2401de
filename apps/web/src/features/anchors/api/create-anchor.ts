import type { CreateAnchorRequest } from '@lodestar/contracts';
import { apiRequest } from '../../../api/http-client.ts';
import { ANCHOR_WRITE_HANDLES } from './refresh-after-anchor-change.ts';

/** POST /accounts/{id}/anchors: a new anchor; the answer's id is where its images go (spec 1 §7). */
export async function createAnchor(accountId: number, request: CreateAnchorRequest): Promise<{ id: number }> {
  return apiRequest(`/accounts/${accountId}/anchors`, {
    method: 'POST',
    body: request,
    handles: ANCHOR_WRITE_HANDLES,
  });
}
