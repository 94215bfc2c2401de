import { z } from 'zod';
import type { CarrierSim } from '../sim-carrier.ts';

/** 1NCE's answer for one SIM (Management API v2, GET /v2/sims/{iccid}): only the fields the adapter reads. */
export const oneNceSim = z.object({
  iccid: z.string().optional(),
  status: z.enum(['Enabled', 'Disabled']),
  msisdn: z.string().nullish(),
  activation_date: z.string().nullish(),
});
export type OneNceSim = z.infer<typeof oneNceSim>;

/**
 * How 1NCE names a SIM in its paths: its `iccid` is the number without the final check digit (the full one is
 * `iccid_with_luhn`), and 1NCE's SIMs carry 19 digits plus the check digit. A 19-digit ICCID is sent as it is:
 * not one of 1NCE's, it gets their "not found".
 */
export function oneNceSimId(iccid: string): string {
  return iccid.length === 20 ? iccid.slice(0, 19) : iccid;
}

/**
 * 1NCE's SIM as the carrier interface sees it. 1NCE knows two states: Enabled is active; a Disabled SIM that was
 * never activated is still new (inactive), one activated before has been deactivated.
 */
export function carrierSimOf(iccid: string, sim: OneNceSim): CarrierSim {
  const state = sim.status === 'Enabled' ? 'active' : sim.activation_date ? 'deactivated' : 'inactive';
  return { iccid, state, phone: phoneOf(sim.msisdn) };
}

/** 1NCE gives the MSISDN as bare digits; stored in international form. */
function phoneOf(msisdn: string | null | undefined): string | null {
  const digits = msisdn?.trim().replace(/^\+/, '') ?? '';
  return /^\d{5,15}$/.test(digits) ? `+${digits}` : null;
}
