import { SIM_WIZARDS, type SimWizard } from '@lodestar/contracts';

/**
 * The model wizard for a tracker's device type (spec 3 §2.11), or null when the model has none: the dialog then
 * shows '{type} is not supported' and closes. Device type codes are matched without regard to case or spaces.
 */
export function wizardFor(deviceType: string | null | undefined): SimWizard | null {
  const code = (deviceType ?? '').trim().toLowerCase();
  return Object.hasOwn(SIM_WIZARDS, code) ? SIM_WIZARDS[code as keyof typeof SIM_WIZARDS] : null;
}
