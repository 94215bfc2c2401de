import type { SimSwap } from '@lodestar/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { SIM_CALL_HANDLES, SWAP_POLL_MS, simReplacementKeys } from './sim-replacement-keys.ts';

/** GET /accounts/{id}/sim-swaps/{swapId}: a swap as it stands, so the dialog can wait for its confirmation. */
export function fetchSimSwap(accountId: number, swapId: number, signal?: AbortSignal): Promise<SimSwap> {
  return apiRequest<SimSwap>(`/accounts/${accountId}/sim-swaps/${swapId}`, {
    signal,
    handles: SIM_CALL_HANDLES,
  });
}

/** Asks again every few seconds while the swap is in progress, and stops once it is confirmed or failed. */
export function swapPollInterval(swap: SimSwap | undefined): number | false {
  return swap === undefined || swap.status === 'in-progress' ? SWAP_POLL_MS : false;
}

/** Follows one swap; nothing is asked until there is a swap to follow. */
export function useSimSwap(accountId: number, swapId: number | null) {
  return useQuery({
    queryKey: simReplacementKeys.swap(accountId, swapId ?? 0),
    queryFn: ({ signal }) => fetchSimSwap(accountId, swapId!, signal),
    enabled: swapId !== null,
    staleTime: 0,
    refetchInterval: (query) => swapPollInterval(query.state.data),
  });
}
