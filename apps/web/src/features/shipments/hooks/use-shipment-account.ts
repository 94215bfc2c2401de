import type { Account } from '@lodestar/contracts';
import { useCurrentAccount } from '../../../session/use-current-account.ts';

/** The current account of the shipment screens (the guard lets in only accounts with can_track_shipments). */
export function useShipmentAccount(): Account | null {
  return useCurrentAccount().access?.account ?? null;
}
