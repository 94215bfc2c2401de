import type { SimReplaceRequest, SimSwap } from '@lodestar/contracts';
import { apiRequest } from '../../../api/http-client.ts';
import { SIM_CALL_HANDLES } from './sim-replacement-keys.ts';

/**
 * POST /accounts/{id}/sim-replace {device_id, iccid} (spec 3 §7): starts the swap. It answers the swap in progress
 * (the tracker confirms it by reporting with the new SIM), or failed at once when the carrier refused it.
 */
export function replaceSim(accountId: number, request: SimReplaceRequest): Promise<SimSwap> {
  return apiRequest<SimSwap>(`/accounts/${accountId}/sim-replace`, {
    method: 'POST',
    body: request,
    handles: SIM_CALL_HANDLES,
  });
}
