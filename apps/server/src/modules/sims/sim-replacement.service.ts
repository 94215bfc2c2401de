import type { SimInStock, SimReplacementDevicesAnswer, SimSwap } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { AccountAccess } from '../accounts/account-access.ts';
import { SIM_REFUSALS } from './sim-refusals.ts';
import { toSimSwap } from './sim-swap-dto.ts';
import { findSwap } from './sim-swaps.repository.ts';
import { accountSetting, drawerSims, trackersDueForSim } from './sim-replacement.repository.ts';

/**
 * Which trackers are offered a new SIM (docs/decisions/0070): those whose active SIM's `replace_by` (the carrier's
 * network sunset, or the SIM's end of life) falls within this many days, or has passed.
 */
export const SIM_REPLACEMENT_NOTICE_DAYS = 90;
const DAY_MS = 86_400_000;

/** The account setting (Set Flags utility) that hides the banner; the spec's hard-coded account id became this. */
export const HIDE_BANNER_SETTING = 'hide_sim_replacement_banner';

export const SIM_ROLE_REFUSED =
  "Only the account's administrators and members with access to all trackers can replace SIMs.";
export const SIM_ADMINS_ONLY = "Only the account's administrators can replace a tracker's SIM.";

/** The SIM replacement is for admin and all (reads) and admin (the swap); the devices role sees no SIM or stock. */
export function requireSimReader(access: AccountAccess): AccountAccess {
  if (access.role !== 'admin' && access.role !== 'all') throw forbidden(SIM_ROLE_REFUSED);
  return access;
}

export function requireSimAdmin(access: AccountAccess): AccountAccess {
  requireSimReader(access);
  if (access.role !== 'admin') throw forbidden(SIM_ADMINS_ONLY);
  return access;
}

export async function replacementDevices(
  db: Db,
  accountId: number,
  now: Date,
): Promise<SimReplacementDevicesAnswer> {
  const [data, hidden] = await Promise.all([
    trackersDueForSim(db, accountId, new Date(now.getTime() + SIM_REPLACEMENT_NOTICE_DAYS * DAY_MS)),
    accountSetting(db, accountId, HIDE_BANNER_SETTING),
  ]);
  return { data, meta: { banner_hidden: hidden === 'true' } };
}

export function replacementIccids(db: Db, accountId: number): Promise<SimInStock[]> {
  return drawerSims(db, accountId);
}

/** One of the account's swaps (the dialog polls it until it is confirmed or failed); another account's is 404. */
export async function swapOfAccount(db: Db, accountId: number, swapId: number | null): Promise<SimSwap> {
  const row = swapId === null ? undefined : await findSwap(db, accountId, swapId);
  if (!row) throw notFound(SIM_REFUSALS.swapNotFound);
  return toSimSwap(row);
}
