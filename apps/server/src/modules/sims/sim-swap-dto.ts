import type { SimSwap } from '@lodestar/contracts';
import type { SimSwapRow } from './sim-swaps.repository.ts';

/** A swap as the API answers it (spec 3 §7 SIM replacement; contracts simSwap). */
export const toSimSwap = (row: SimSwapRow): SimSwap => ({
  id: row.id,
  device_id: row.deviceId,
  old_iccid: row.oldIccid,
  iccid: row.iccid,
  status: row.status,
  created_at: row.createdAt.toISOString(),
  confirmed_at: row.confirmedAt?.toISOString() ?? null,
  failure: row.failure,
});
