import {
  SIM_REPLACEMENT_TEXTS,
  SIM_WIZARD_STEP,
  type SimSwapStatus,
  type SimWizard,
  type SimWizardStep,
} from '@lodestar/contracts';

/**
 * The SIM dialog's step numbers (spec 3 §4): 0 chooses the tracker, 1..N are the model's steps, -1 is success
 * with no SIM left to place, -2 success with more left, -3 an error. Pure, so the dialog and tests share it.
 */
export interface SimWizardState {
  step: number;
  /** the chosen tracker's wizard; null until a tracker with a supported model is chosen */
  wizard: SimWizard | null;
  /** whether step 0 was offered (more than one eligible tracker), so Back from step 1 can return to it */
  trackerChoice: boolean;
  /** the chosen SIM's ICCID, null until one is picked */
  iccid: string | null;
}

/** Where the dialog opens: on the tracker choice, or straight on step 1 when exactly one tracker is eligible. */
export function startStep(eligibleCount: number): number {
  return eligibleCount === 1 ? 1 : SIM_WIZARD_STEP.chooseTracker;
}

/** The model step a step number shows, or null for the tracker choice and the result panels. */
export function stepAt(wizard: SimWizard, step: number): SimWizardStep | null {
  return step >= 1 && step <= wizard.steps.length ? (wizard.steps[step - 1] ?? null) : null;
}

/**
 * Whether Next may be pressed: a tracker must be chosen on step 0 and an ICCID on the pick step (spec 3 §5);
 * the last step (swapping in progress) and the result panels have no Next.
 */
export function canGoNext(state: SimWizardState): boolean {
  if (state.step === SIM_WIZARD_STEP.chooseTracker) return state.wizard !== null;
  if (!state.wizard || state.step < 1 || state.step >= state.wizard.steps.length) return false;
  return stepAt(state.wizard, state.step)?.kind !== 'pick-iccid' || state.iccid !== null;
}

/** The step after Next (or after Swap SIM, which leads to 'Swapping in progress'); unchanged when barred. */
export function nextStep(state: SimWizardState): number {
  return canGoNext(state) ? state.step + 1 : state.step;
}

/**
 * The step after Back: one model step back, to the tracker choice from step 1 when it was offered. There is no
 * way back from the tracker choice, from 'Swapping in progress' (the swap is under way) or from a result panel.
 */
export function backStep(state: SimWizardState): number {
  const { step, wizard } = state;
  if (!wizard || step < 1 || step >= wizard.steps.length) return step;
  if (step === 1) return state.trackerChoice ? SIM_WIZARD_STEP.chooseTracker : step;
  return step - 1;
}

/**
 * The result of the replace call (spec 3 §4): -3 on any failure; on success -2 when SIMs remain to place (Replace
 * Next), else -1.
 */
export function afterSwap(result: 'success' | 'error', iccidsLeft: number): number {
  if (result === 'error') return SIM_WIZARD_STEP.failed;
  return iccidsLeft > 0 ? SIM_WIZARD_STEP.swappedMoreLeft : SIM_WIZARD_STEP.swappedNoneLeft;
}

/**
 * The step a swap's status shows: 'Swapping in progress' (the final step) until the tracker reports with its new
 * SIM, then the result of afterSwap.
 */
export function stepForSwap(status: SimSwapStatus, wizard: SimWizard, iccidsLeft: number): number {
  if (status === 'in-progress') return wizard.steps.length;
  return afterSwap(status === 'confirmed' ? 'success' : 'error', iccidsLeft);
}

/** 'Try Again' goes back to the wizard's final step and retries the swap (spec 3 §4). */
export function retryStep(wizard: SimWizard): number {
  return wizard.steps.length;
}

/** The header's progress, 'step x / total', on the model steps only; null elsewhere. */
export function progressLabel(step: number, total: number): string | null {
  return step >= 1 && step <= total ? SIM_REPLACEMENT_TEXTS.progress(step, total) : null;
}
