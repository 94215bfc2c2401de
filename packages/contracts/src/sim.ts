import { z } from 'zod';
import { envelope, recordId } from './envelope.ts';
import { luhnValid } from './sandbox-payments.ts';

/**
 * SIM cards and the SIM replacement wizard (spec 3 §2.10, §2.11, §3, §4, §7 SIM replacement, §9; issue 30).
 * A SIM is 'in-stock' with us, 'assigned' to an account (waiting in its drawer: what the wizard offers),
 * 'active' in a tracker, or 'retired' once swapped out or cancelled.
 */
export const SIM_STATUSES = ['in-stock', 'assigned', 'active', 'retired'] as const;
export type SimStatus = (typeof SIM_STATUSES)[number];
export const simStatus = z.enum(SIM_STATUSES);

export const ICCID_MESSAGES = {
  required: 'Enter the ICCID.',
  digitsOnly: 'The ICCID must contain digits only.',
  length: 'The ICCID must be 19 or 20 digits.',
  checkDigit: "The ICCID's check digit does not match: check it was copied correctly.",
} as const;

/** Which message, if any, an ICCID earns: one message, the first problem found, so the form stays readable. */
export function iccidProblem(value: string): string | null {
  if (value === '') return ICCID_MESSAGES.required;
  if (!/^\d+$/.test(value)) return ICCID_MESSAGES.digitsOnly;
  if (value.length < 19 || value.length > 20) return ICCID_MESSAGES.length;
  // an ICCID ends in a Luhn check digit (ITU-T E.118), as a card number does: it catches a mistyped digit
  if (!luhnValid(value)) return ICCID_MESSAGES.checkDigit;
  return null;
}

/** A SIM's ICCID: 19 or 20 digits ending in a valid check digit, surrounding spaces removed. */
export const iccid = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const problem = iccidProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A SIM card as the carrier interface and the utilities see it. */
export const simCard = z.object({
  iccid: z.string(),
  carrier: z.string(),
  status: simStatus,
  account_id: z.number().int().nullable(),
  device_id: z.number().int().nullable(),
});
export type SimCard = z.infer<typeof simCard>;

/** GET /api/accounts/{id}/sim-replacement/devices: the trackers whose SIM should be replaced. */
export const simReplacementDevice = z.object({
  id: z.number().int(),
  name: z.string(),
  serial: z.string(),
  imei: z.string().nullable(),
  /** the SIM in the tracker now */
  iccid: z.string().nullable(),
  model: z.object({ id: z.number().int(), title: z.string(), device_type: z.string() }),
});
export type SimReplacementDevice = z.infer<typeof simReplacementDevice>;
export const simReplacementDevicesMeta = z.object({
  /** the account's setting hide_sim_replacement_banner: the banner stays hidden (the dialog still works) */
  banner_hidden: z.boolean(),
});
export const simReplacementDevicesAnswer = z.object({
  data: z.array(simReplacementDevice),
  meta: simReplacementDevicesMeta,
});
export type SimReplacementDevicesAnswer = z.infer<typeof simReplacementDevicesAnswer>;

/** GET /api/accounts/{id}/sim-replacement/iccids: the account's SIMs waiting to go into a tracker. */
export const simInStock = z.object({ iccid: z.string(), carrier: z.string() });
export type SimInStock = z.infer<typeof simInStock>;
export const simReplacementIccidsAnswer = envelope(z.array(simInStock));

/** POST /api/accounts/{id}/sim-replace */
export const simReplaceRequest = z.object({ device_id: recordId, iccid });
export type SimReplaceRequest = z.infer<typeof simReplaceRequest>;

/** A swap is in progress until the tracker reports with its new SIM, or fails (carrier refusal, time-out). */
export const SIM_SWAP_STATUSES = ['in-progress', 'confirmed', 'failed'] as const;
export type SimSwapStatus = (typeof SIM_SWAP_STATUSES)[number];

export const simSwap = z.object({
  id: z.number().int(),
  device_id: z.number().int(),
  old_iccid: z.string().nullable(),
  iccid: z.string(),
  status: z.enum(SIM_SWAP_STATUSES),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  /** why it failed, in words for the customer */
  failure: z.string().nullable(),
});
export type SimSwap = z.infer<typeof simSwap>;
export const simReplaceAnswer = envelope(simSwap);

/** Spec 3 §9. Durations in milliseconds. */
export const SIM_REPLACEMENT = {
  /** the Swap SIM button shows loading this long before it confirms */
  swapButtonWait: 3_000,
  /** Replace Next closes the dialog and opens it again after this delay */
  replaceNextReopen: 200,
  rewardAudioHours: 2,
  rewardAudioMinutes: 120,
  /** 'Select SIM by ICCID' filters by the SIM's last digits */
  iccidFilterDigits: 4,
} as const;

/** The step numbers of spec 3 §4 that are not model steps. */
export const SIM_WIZARD_STEP = {
  chooseTracker: 0,
  swappedNoneLeft: -1,
  swappedMoreLeft: -2,
  failed: -3,
} as const;

/** What a step asks of the customer: read and go on, choose the ICCID, press Swap SIM, or wait. */
export type SimWizardStepKind = 'instruction' | 'pick-iccid' | 'swap' | 'in-progress';
export interface SimWizardStep {
  title: string;
  text: string;
  kind: SimWizardStepKind;
}
export interface SimWizard {
  /** the model's device type code */
  deviceType: string;
  model: string;
  steps: readonly SimWizardStep[];
}

export const SIM_REPLACEMENT_TEXTS = {
  bannerText: (n: number) => `A new SIM is ready for ${n} ${n === 1 ? 'tracker' : 'trackers'}`,
  replaceNow: 'Replace Now',
  header: 'Replacing device SIM',
  help: 'Need help? Contact us!',
  selectTracker: 'Select Tracker',
  selectIccid: 'Select SIM by ICCID',
  progress: (step: number, total: number) => `step ${step} / ${total}`,
  notSupported: (type: string) => `${type} is not supported`,
  next: 'Next',
  back: 'Back',
  swapSim: 'Swap SIM',
  successTitle: 'Your SIM has been successfully swapped!',
  successReward: `We have added ${SIM_REPLACEMENT.rewardAudioHours} free audio hours to your account.`,
  okay: 'Okay',
  close: 'Close',
  replaceNext: 'Replace Next',
  errorTitle: 'Oops. It looks like something went wrong.',
  errorAdvice: 'Make sure your tracker is powered on, and the car too for a Car Charger, then try again.',
  needHelp: 'I need help',
  tryAgain: 'Try Again',
  inProgress: "We're swapping your SIM. Please be patient as this can take a few minutes to confirm.",
} as const;

const pickIccid: SimWizardStep = {
  title: 'Pick the ICCID',
  text: 'Choose the new SIM by its ICCID. Type its last 4 digits to find it.',
  kind: 'pick-iccid',
};
const swapping: SimWizardStep = {
  title: 'Swapping in progress',
  text: SIM_REPLACEMENT_TEXTS.inProgress,
  kind: 'in-progress',
};
const step = (title: string, text: string): SimWizardStep => ({ title, text, kind: 'instruction' });

/** The model wizards of spec 3 §2.11, by device type code. */
export const SIM_WIZARDS = {
  ll02: {
    deviceType: 'll02',
    model: 'Mobile 200',
    steps: [
      step('What you need', 'Your tracker, a device screwdriver and the new SIM.'),
      step('Remove the magnet and the six screws', 'Take off the magnet, then remove the six screws.'),
      step('Locate the metal SIM door', 'Find the metal SIM door inside the tracker.'),
      step('Slide the door to eject the SIM', 'Slide the SIM door to eject the old SIM.'),
      pickIccid,
      step(
        'Insert the new SIM',
        'Insert the new SIM with the cut corner top left and the metal facing down.',
      ),
      step('Close the SIM door', 'Close the SIM door over the new SIM.'),
      {
        title: 'Put the screws back and press Swap SIM',
        text: 'Put the six screws back, then press Swap SIM.',
        kind: 'swap',
      },
      swapping,
    ],
  },
  vl501: {
    deviceType: 'vl501',
    model: 'Car Charger',
    steps: [
      step('What you need', 'Your tracker and the new SIM.'),
      step('Lift the cover', "Lift the tracker's cover."),
      step('Open the SIM door', 'Open the SIM door.'),
      pickIccid,
      step('Place the SIM and fold the cover', 'Place the new SIM in its slot and fold the cover.'),
      step('Put the cover back', 'Put the cover back on the tracker.'),
      {
        title: 'Plug in the car, power on and press Swap SIM',
        text: 'Plug the tracker into the car, power it on, then press Swap SIM.',
        kind: 'swap',
      },
      swapping,
    ],
  },
} as const satisfies Record<string, SimWizard>;
export type SimWizardDeviceType = keyof typeof SIM_WIZARDS;
