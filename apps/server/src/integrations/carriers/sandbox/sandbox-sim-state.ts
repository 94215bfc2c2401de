import { createHash } from 'node:crypto';
import type { CarrierSimState } from '../sim-carrier.ts';

/**
 * A row of the sandbox carrier's books. Changes that take time are written once with the moment they take effect
 * (`readyAt`) and judged against the clock on every read, so no timer runs and every instance answers the same:
 * - 'activating' turns 'active' at readyAt; a null readyAt never does (the never-activating test ICCID);
 * - 'deactivated' with a readyAt still ahead is a SIM a swap will retire once its successor is live: active until
 *   then.
 */
export interface SandboxSimRow {
  iccid: string;
  state: CarrierSimState;
  readyAt: Date | null;
  phone: string | null;
}

/** The SIM's state as the carrier sees it at `now`. */
export function stateAt(row: SandboxSimRow, now: Date): CarrierSimState {
  const due = row.readyAt !== null && row.readyAt.getTime() <= now.getTime();
  if (row.state === 'activating') return due ? 'active' : 'activating';
  if (row.state === 'deactivated' && row.readyAt !== null && !due) return 'active';
  return row.state;
}

/**
 * The phone number the sandbox gives a SIM: stable for an ICCID, in the 555-0100..0199 block the North American
 * plan keeps for fiction (so it never rings anyone), with an area code taken from the ICCID too.
 */
export function sandboxPhoneNumber(iccid: string): string {
  const digest = createHash('sha256').update(iccid).digest();
  const area = 201 + (digest.readUInt16BE(0) % 700); // 201..900: a plausible area code
  const line = 100 + (digest.readUInt8(2) % 100); // 0100..0199
  return `+1${area}5550${line}`;
}
