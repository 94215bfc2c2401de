import {
  SIM_WIZARD_STEP,
  type SimReplacementDevice,
  type SimSwap,
  type SimWizard,
} from '@lodestar/contracts';
import {
  backStep,
  nextStep,
  retryStep,
  startStep,
  stepForSwap,
  wizardFor,
  type SimWizardState,
} from '@lodestar/domain';

/**
 * The SIM dialog's state: the domain's wizard state (step, wizard, whether step 0 was offered, the chosen ICCID)
 * with the chosen tracker, the swap being followed and what went wrong. Every step change goes through the
 * domain's step rules (packages/domain/src/sim); this only says when each applies.
 */
export interface SimDialogState extends SimWizardState {
  tracker: SimReplacementDevice | null;
  swapId: number | null;
  /** the server's or the carrier's words for a failure, shown under the error panel's advice */
  problem: string | null;
}

export type SimDialogEvent =
  | { type: 'chooseTracker'; tracker: SimReplacementDevice }
  | { type: 'chooseIccid'; iccid: string | null }
  | { type: 'next' }
  | { type: 'back' }
  /** the replace call answered: in progress (follow it) or failed at once */
  | { type: 'swapStarted'; swap: SimSwap }
  /** the swap is confirmed or failed, and the lists were reloaded: `left` trackers can still get a SIM */
  | { type: 'swapSettled'; swap: SimSwap; left: number }
  | { type: 'failed'; problem: string | null }
  | { type: 'tryAgain' };

/** The model wizard of a tracker, or null when its model has none (the dialog says it is not supported). */
export function trackerWizard(tracker: SimReplacementDevice): SimWizard | null {
  return wizardFor(tracker.model.device_type);
}

/** How the dialog opens: on 'Select Tracker', or on step 1 of the only eligible tracker's wizard. */
export function openingState(trackers: readonly SimReplacementDevice[]): SimDialogState {
  const only = trackers.length === 1 ? trackers[0]! : null;
  return {
    step: startStep(trackers.length),
    wizard: only ? trackerWizard(only) : null,
    trackerChoice: only === null,
    iccid: null,
    tracker: only,
    swapId: null,
    problem: null,
  };
}

const failed = (state: SimDialogState, problem: string | null): SimDialogState => ({
  ...state,
  step: SIM_WIZARD_STEP.failed,
  swapId: null,
  problem,
});

export function simDialogReducer(state: SimDialogState, event: SimDialogEvent): SimDialogState {
  switch (event.type) {
    case 'chooseTracker':
      return { ...state, tracker: event.tracker, wizard: trackerWizard(event.tracker), iccid: null };
    case 'chooseIccid':
      return { ...state, iccid: event.iccid };
    case 'next':
      return { ...state, step: nextStep(state) };
    case 'back':
      return { ...state, step: backStep(state) };
    case 'swapStarted':
      if (!state.wizard) return state;
      if (event.swap.status === 'failed') return failed(state, event.swap.failure);
      return { ...state, step: stepForSwap('in-progress', state.wizard, 0), swapId: event.swap.id };
    case 'swapSettled': {
      if (!state.wizard || event.swap.id !== state.swapId) return state;
      if (event.swap.status === 'failed') return failed(state, event.swap.failure);
      // a confirmed swap clears the choice (spec 3 §4): the SIM is in the tracker now
      const step = stepForSwap(event.swap.status, state.wizard, event.left);
      return { ...state, step, iccid: null, swapId: null, problem: null };
    }
    case 'failed':
      return failed(state, event.problem);
    case 'tryAgain':
      // back to the final step, where the swap is sent again with the same tracker and SIM
      return state.wizard ? { ...state, step: retryStep(state.wizard), problem: null } : state;
  }
}
