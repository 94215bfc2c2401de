import { SIM_WIZARDS } from '@lodestar/contracts';
import { describe, expect, it } from 'vitest';
import { ICCID_A, swap, tracker } from '../testing/sim-fixtures.ts';
import {
  openingState,
  simDialogReducer,
  type SimDialogEvent,
  type SimDialogState,
} from './sim-dialog-state.ts';

const run = (state: SimDialogState, ...events: SimDialogEvent[]) => events.reduce(simDialogReducer, state);
const next = { type: 'next' } as const;
const back = { type: 'back' } as const;

describe('the SIM dialog opens (spec 3 §2.11)', () => {
  it("on 'Select Tracker' with several trackers due, nothing chosen", () => {
    const state = openingState([tracker(1), tracker(2, 'vl501', 'Car Charger')]);
    expect(state).toMatchObject({ step: 0, tracker: null, wizard: null, trackerChoice: true });
  });

  it("straight on step 1 of the only tracker's wizard", () => {
    const only = tracker(1);
    expect(openingState([only])).toMatchObject({
      step: 1,
      tracker: only,
      wizard: SIM_WIZARDS.ll02,
      trackerChoice: false,
    });
  });

  it('with no wizard for a model without one (the dialog then says it is not supported)', () => {
    expect(openingState([tracker(1, 'gl300', 'Pet Tag')])).toMatchObject({ step: 1, wizard: null });
  });
});

describe('walking the steps', () => {
  it("takes the chosen tracker's wizard on step 0, and starts afresh when another is chosen", () => {
    const start = openingState([tracker(1), tracker(2, 'vl501', 'Car Charger')]);
    expect(run(start, next).step).toBe(0);
    const charger = run(start, { type: 'chooseTracker', tracker: tracker(2, 'vl501', 'Car Charger') }, next);
    expect(charger).toMatchObject({ step: 1, wizard: SIM_WIZARDS.vl501 });
    expect(run(charger, back).step).toBe(0);
    const chosen = run(charger, next, next, next, { type: 'chooseIccid', iccid: ICCID_A });
    expect(
      run(chosen, back, back, back, back, { type: 'chooseTracker', tracker: tracker(1) }).iccid,
    ).toBeNull();
  });

  it('stops on the ICCID step until a SIM is chosen (spec 3 §5)', () => {
    const pick = run(openingState([tracker(1)]), next, next, next, next);
    expect(pick.step).toBe(5);
    expect(run(pick, next).step).toBe(5);
    expect(run(pick, { type: 'chooseIccid', iccid: ICCID_A }, next).step).toBe(6);
    expect(
      run(pick, { type: 'chooseIccid', iccid: ICCID_A }, { type: 'chooseIccid', iccid: null }, next).step,
    ).toBe(5);
  });
});

describe('the swap (spec 3 §4)', () => {
  const atSwap = run(
    openingState([tracker(1)]),
    next,
    next,
    next,
    next,
    { type: 'chooseIccid', iccid: ICCID_A },
    next,
    next,
    next,
  );

  it('is on the Swap SIM step of the Mobile 200 (step 8)', () => {
    expect(atSwap.step).toBe(8);
  });

  it('follows a swap in progress on the last step, then shows -2 with SIMs left, -1 without', () => {
    const waiting = run(atSwap, { type: 'swapStarted', swap: swap() });
    expect(waiting).toMatchObject({ step: 9, swapId: 70 });
    const confirmed = swap({ status: 'confirmed' });
    expect(run(waiting, { type: 'swapSettled', swap: confirmed, left: 1 })).toMatchObject({
      step: -2,
      iccid: null,
    });
    expect(run(waiting, { type: 'swapSettled', swap: confirmed, left: 0 })).toMatchObject({
      step: -1,
      iccid: null,
    });
  });

  it("shows the error panel with the carrier's words on a refusal or a time-out", () => {
    const refused = run(atSwap, {
      type: 'swapStarted',
      swap: swap({ status: 'failed', failure: 'The carrier refused the SIM' }),
    });
    expect(refused).toMatchObject({ step: -3, problem: 'The carrier refused the SIM' });
    const waiting = run(atSwap, { type: 'swapStarted', swap: swap() });
    const timedOut = run(waiting, {
      type: 'swapSettled',
      swap: swap({ status: 'failed', failure: 'No report' }),
      left: 1,
    });
    expect(timedOut).toMatchObject({ step: -3, problem: 'No report', iccid: ICCID_A });
  });

  it('goes to the error panel on any failed call, and Try Again returns to the final step with the same SIM', () => {
    const failed = run(atSwap, { type: 'failed', problem: null });
    expect(failed.step).toBe(-3);
    expect(run(failed, { type: 'tryAgain' })).toMatchObject({ step: 9, iccid: ICCID_A, problem: null });
  });

  it('ignores the answer of a swap it no longer follows', () => {
    const waiting = run(atSwap, { type: 'swapStarted', swap: swap() });
    expect(
      run(waiting, { type: 'swapSettled', swap: swap({ id: 3, status: 'confirmed' }), left: 0 }).step,
    ).toBe(9);
  });
});
