import { luhnValid } from '@lodestar/contracts';
import type { DemoModelKey } from './demo-catalog.ts';

/**
 * The demo's SIM cards (issue 30 item 4): which trackers hold one, which are due a replacement, and the ICCIDs of
 * the SIMs in each account's drawer and in our stock. Everything is derived from positions, so every seed makes
 * the same ICCIDs and e2e tests can name them.
 */

/** Models with a cellular modem; the BLE tags are heard through gateways and hold no SIM. */
export const DEMO_SIM_MODELS: readonly DemoModelKey[] = ['carCharger', 'mobile', 'coldChain'];

/** The trackers whose SIM is due (spec 3 §2.10's 'Replace Now'): Rivera's Mobile 200 and three Acme Car Chargers. */
export const DEMO_DUE_TRACKERS = {
  rivera: ["Leo's Backpack"],
  acme: ['Truck 01', 'Truck 02', 'Van 02'],
} as const;

/** SIMs waiting in each account's drawer for the replacement wizard, and unassigned ones for the utilities. */
export const DEMO_DRAWER_SIMS = { rivera: 2, acme: 4 } as const;
export const DEMO_STOCK_SIMS = 6;

/** Days until a due SIM's carrier stops serving it (decision 0070's notice window shows it at once). */
export const DEMO_DUE_DAYS = 30;

/** Where a demo SIM is: in a tracker, in an account's drawer, or in our stock. */
type SimPlace = 'tracker' | 'drawer' | 'stock';
const PLACE_DIGIT: Record<SimPlace, string> = { tracker: '1', drawer: '2', stock: '3' };

/**
 * A demo ICCID: 89 (telecom) 01 (United States) then issuer 555, which, like the 555 phone numbers, belongs to no
 * real carrier; the SIM's place, the account's series (1 Acme, 2 Rivera, 0 none), its number, a 7 so the end
 * never looks like the sandbox carrier's test ICCIDs (…0000x, …0001x, …0002x), and the Luhn check digit
 * (ITU-T E.118): 19 digits.
 */
export function demoIccid(place: SimPlace, series: 0 | 1 | 2, seq: number): string {
  const body = `89015550${PLACE_DIGIT[place]}${series}${String(seq).padStart(7, '0')}7`;
  return withCheckDigit(body);
}

/** The body followed by the one digit that makes it pass the Luhn check. */
export function withCheckDigit(body: string): string {
  for (let digit = 0; digit <= 9; digit++) if (luhnValid(`${body}${digit}`)) return `${body}${digit}`;
  throw new Error(`no check digit for ${body}`);
}

/** The ICCID of the SIM in a demo tracker, from its serial (LS100001 → series 1, number 1). */
export function demoTrackerIccid(serial: string): string {
  const match = /^LS([12])(\d{5})$/.exec(serial);
  if (!match) throw new Error(`not a demo serial: ${serial}`);
  return demoIccid('tracker', Number(match[1]) as 1 | 2, Number(match[2]));
}

export function demoDrawerIccids(account: keyof typeof DEMO_DRAWER_SIMS): string[] {
  const series = account === 'acme' ? 1 : 2;
  return Array.from({ length: DEMO_DRAWER_SIMS[account] }, (_, i) => demoIccid('drawer', series, i + 1));
}

export function demoStockIccids(): string[] {
  return Array.from({ length: DEMO_STOCK_SIMS }, (_, i) => demoIccid('stock', 0, i + 1));
}
