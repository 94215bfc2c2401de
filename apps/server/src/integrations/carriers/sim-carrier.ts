/**
 * A SIM carrier's operations (issue 30; docs/decisions/0069): the embedded sandbox carrier by default, a real
 * carrier's adapter when its credentials are configured. SIMs are named by ICCID. Calls that change a SIM are safe
 * to repeat: asking to activate an active SIM answers its state, never a second activation.
 */
export type CarrierSimState = 'inactive' | 'activating' | 'active' | 'deactivated';

export interface CarrierSim {
  iccid: string;
  state: CarrierSimState;
  /** the SIM's phone number (MSISDN), when the carrier has given it one */
  phone: string | null;
}

export interface SimCarrier {
  /** stored in sims.carrier */
  readonly name: string;
  /** The SIM as the carrier sees it now (an activating SIM turns active by itself after a while). */
  status(iccid: string): Promise<CarrierSim>;
  /** Starts service on a SIM. Answers at once; the SIM may still be activating. */
  activate(iccid: string): Promise<CarrierSim>;
  /** Ends service on a SIM. */
  deactivate(iccid: string): Promise<CarrierSim>;
  /**
   * Moves a tracker's service from its SIM (`from`, null when the carrier never knew it) to a new one (`to`): the
   * new SIM is activated and the old one deactivated once the new one is live. Answers the new SIM.
   */
  swap(from: string | null, to: string): Promise<CarrierSim>;
  /** Asks the carrier for the SIM's phone number again (after a swap, or when a number was reassigned). */
  refreshPhoneNumber(iccid: string): Promise<CarrierSim>;
}

/**
 * What went wrong, in words an admin or customer can act on. `refused`: the carrier said no (unknown SIM, not
 * ours, already retired) and repeating will not help; `unavailable`: it could not be reached or failed, and a
 * later try may work.
 */
export class CarrierError extends Error {
  constructor(
    message: string,
    readonly kind: 'refused' | 'unavailable',
  ) {
    super(message);
    this.name = 'CarrierError';
  }
}
