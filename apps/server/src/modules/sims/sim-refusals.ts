import { CarrierError } from '../../integrations/carriers/sim-carrier.ts';
import { conflict, HttpError, notFound, unprocessable } from '../../http/errors.ts';

/** Only the last digits: enough for a person to find the card in their drawer, short enough to read. */
const tail = (iccid: string) => `…${iccid.slice(-4)}`;

/**
 * What the SIM operations refuse, in words a customer or an internal admin can act on (docs/decisions/0070).
 * One place, so the wizard, the utilities and the tests say the same thing.
 */
export const SIM_REFUSALS = {
  trackerNotFound: 'Tracker not found.',
  unknownSim: (iccid: string) => `No SIM with ICCID ${tail(iccid)} is known: check the number on the card.`,
  notInDrawer: (iccid: string) =>
    `The SIM ${tail(iccid)} is not in this account's drawer: choose one of the account's new SIMs.`,
  otherAccount: (iccid: string) => `The SIM ${tail(iccid)} is assigned to another account.`,
  activeElsewhere: (iccid: string) => `The SIM ${tail(iccid)} is already active in another tracker.`,
  pendingElsewhere: (iccid: string) => `The SIM ${tail(iccid)} is already being swapped into a tracker.`,
  retired: (iccid: string) => `The SIM ${tail(iccid)} is retired and cannot be used again.`,
  sameSim: (iccid: string) => `The SIM ${tail(iccid)} is already in this tracker.`,
  noSim: 'This tracker has no SIM: install one first.',
  hasSim: 'This tracker already has an active SIM: use Swap SIM to replace it.',
  swapInProgress: 'A SIM swap is already in progress for this tracker: wait until it is confirmed or fails.',
  swapNotFound: 'SIM swap not found.',
  carrierUnavailable: 'The SIM carrier cannot be reached; try again in a few minutes.',
  /** the sweep's failure text for a swap past its deadline */
  timedOut:
    'The tracker did not report with its new SIM in time. Make sure it is powered on, then try again.',
} as const;

export const trackerNotFound = () => notFound(SIM_REFUSALS.trackerNotFound);
export const simConflict = (message: string) => conflict(message);
export const simUnusable = (message: string) => unprocessable(message);

/**
 * A carrier failure as the answer: a refusal is the carrier's own words (422), an outage a 503 with advice to try
 * again later. Anything else is our fault and stays a 500.
 */
export function carrierFailure(err: unknown): unknown {
  if (!(err instanceof CarrierError)) return err;
  if (err.kind === 'refused') return unprocessable(err.message);
  return new HttpError(503, SIM_REFUSALS.carrierUnavailable);
}

/** The failure text a swap keeps for a carrier failure. */
export const carrierFailureText = (err: CarrierError) =>
  err.kind === 'refused' ? err.message : SIM_REFUSALS.carrierUnavailable;
