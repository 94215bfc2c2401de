import { iccidProblem, SIM_REPLACEMENT } from '@lodestar/contracts';

/** Whether a value is an ICCID: 19 or 20 digits with a valid check digit (surrounding spaces ignored). */
export function isValidIccid(value: string): boolean {
  return iccidProblem(value.trim()) === null;
}

/**
 * The 'Select SIM by ICCID' filter (spec 3 §2.11): the customer types the last 4 digits printed on the SIM.
 * Digits typed so far must begin those last 4, so the list narrows as they type; a longer entry (a pasted
 * ICCID, or more of its end) must end the ICCID. Nothing typed keeps every SIM; anything but digits keeps none.
 */
export function iccidMatchesLastFour(iccid: string, typed: string): boolean {
  const digits = typed.trim();
  if (digits === '') return true;
  if (!/^\d+$/.test(digits)) return false;
  if (digits.length > SIM_REPLACEMENT.iccidFilterDigits) return iccid.endsWith(digits);
  return iccid.slice(-SIM_REPLACEMENT.iccidFilterDigits).startsWith(digits);
}
