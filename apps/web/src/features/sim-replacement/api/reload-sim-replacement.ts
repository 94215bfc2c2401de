import type { QueryClient } from '@tanstack/react-query';
import { replacementDevicesQueryOptions } from './get-replacement-devices.ts';
import { replacementIccidsQueryOptions } from './get-replacement-iccids.ts';
import { simReplacementKeys } from './sim-replacement-keys.ts';

/**
 * After a swap has settled (spec 3 §4): the trackers due and the drawer's SIMs reload (the banner's count with
 * them), and the answer is how many trackers can still get a SIM now: one due and a SIM to put in it. Replace
 * Next is offered only then; a SIM left over with no tracker due would reopen an empty dialog.
 */
export async function reloadAfterSwap(queryClient: QueryClient, accountId: number): Promise<number> {
  await queryClient.invalidateQueries({ queryKey: simReplacementKeys.all(accountId) });
  const [devices, iccids] = await Promise.all([
    queryClient.fetchQuery(replacementDevicesQueryOptions(accountId)),
    queryClient.fetchQuery(replacementIccidsQueryOptions(accountId)),
  ]);
  return Math.min(devices.data.length, iccids.length);
}
