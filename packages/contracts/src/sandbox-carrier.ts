/**
 * The embedded sandbox SIM carrier's test ICCIDs (docs/decisions/0069), for the docs, the demo and anyone trying a
 * SIM swap without a real carrier. Any other valid ICCID (19 or 20 digits, right check digit) is a SIM the sandbox
 * shipped: it activates after SANDBOX_CARRIER_ACTIVATION_MS. These three are valid too, so they pass the forms'
 * checks and reach the carrier.
 */
export const SANDBOX_CARRIER_BEHAVIOURS = ['refused', 'never-activates', 'unavailable'] as const;
export type SandboxCarrierBehaviour = (typeof SANDBOX_CARRIER_BEHAVIOURS)[number];

/** What the sandbox carrier answers, in words an admin or customer can act on. */
export const SANDBOX_CARRIER_MESSAGES = {
  refused: 'This SIM belongs to another customer.',
  unavailable: 'The SIM carrier is not answering right now. Try again in a few minutes.',
  unknown: 'The SIM carrier does not know this ICCID.',
} as const;

export interface SandboxCarrierTestIccid {
  iccid: string;
  behaviour: SandboxCarrierBehaviour;
  /** what the sandbox does with it, for docs and help texts */
  description: string;
}

export const SANDBOX_CARRIER_TEST_ICCIDS: readonly SandboxCarrierTestIccid[] = [
  {
    iccid: '89015550000000000014',
    behaviour: 'refused',
    description: `Every call is refused: "${SANDBOX_CARRIER_MESSAGES.refused}" (a swap to it fails at once).`,
  },
  {
    iccid: '89015550000000000022',
    behaviour: 'never-activates',
    description: 'Activation starts but never completes: a swap to it stays in progress until its deadline.',
  },
  {
    iccid: '89015550000000000030',
    behaviour: 'unavailable',
    description:
      'The carrier is down for this SIM: every call fails as unavailable, and a later try fails again.',
  },
];

/** The sandbox's behaviour for a test ICCID, or undefined for an ordinary SIM. */
export function sandboxCarrierBehaviour(iccid: string): SandboxCarrierBehaviour | undefined {
  return SANDBOX_CARRIER_TEST_ICCIDS.find((test) => test.iccid === iccid)?.behaviour;
}
