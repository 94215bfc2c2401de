import type { SimSwap } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import type { SimCarrier } from '../../integrations/carriers/sim-carrier.ts';

/**
 * Replacing a tracker's SIM (spec 3 §2.11, §7; docs/decisions/0070), for the customer's wizard and the utilities'
 * Swap SIM alike: the carrier is asked to swap, and the swap stays in progress until the tracker reports its new
 * ICCID (confirmed, 2 free audio hours once) or its deadline passes (failed). Throws an HttpError (4xx, a clear
 * message) for what it refuses. (Signature first; the body lands with the SIM module.)
 */
export async function requestSimSwap(
  _db: Db,
  _carrier: SimCarrier,
  _input: {
    accountId: number;
    deviceId: number;
    iccid: string;
    /** the customer or the internal admin who asked */
    requestedBy: number;
    /** minutes until an unconfirmed swap fails (config SIM_SWAP_CONFIRM_MINUTES) */
    confirmMinutes: number;
    now: Date;
  },
): Promise<SimSwap> {
  throw new Error('the SIM module has not landed yet');
}
