import { SIM_WIZARDS } from '@lodestar/contracts';
import { describe, expect, it } from 'vitest';
import {
  afterSwap,
  backStep,
  canGoNext,
  nextStep,
  progressLabel,
  retryStep,
  type SimWizardState,
  startStep,
  stepAt,
  stepForSwap,
} from './wizard-steps.ts';

const mobile = SIM_WIZARDS.ll02;
const charger = SIM_WIZARDS.vl501;
const ICCID = '8901260882296834515';
const at = (step: number, over: Partial<SimWizardState> = {}): SimWizardState => ({
  step,
  wizard: mobile,
  trackerChoice: true,
  iccid: null,
  ...over,
});

describe('the SIM dialog opens (spec 3 §2.11, §4)', () => {
  it('on the tracker choice, or on step 1 with exactly one eligible tracker', () => {
    expect(startStep(3)).toBe(0);
    expect(startStep(2)).toBe(0);
    expect(startStep(1)).toBe(1);
    expect(startStep(0)).toBe(0);
  });
});

describe('Next', () => {
  it('leaves the tracker choice only once a supported tracker is chosen', () => {
    expect(nextStep(at(0, { wizard: null }))).toBe(0);
    expect(nextStep(at(0))).toBe(1);
  });

  it('walks the Mobile 200 from step 1 to the pick step', () => {
    for (let step = 1; step <= 4; step++) expect(nextStep(at(step))).toBe(step + 1);
  });

  it('is barred on the pick step until an ICCID is chosen (spec 3 §5)', () => {
    expect(canGoNext(at(5))).toBe(false);
    expect(nextStep(at(5))).toBe(5);
    expect(nextStep(at(5, { iccid: ICCID }))).toBe(6);
    expect(nextStep(at(4, { wizard: charger }))).toBe(4);
    expect(nextStep(at(4, { wizard: charger, iccid: ICCID }))).toBe(5);
  });

  it('leads from Swap SIM to swapping in progress, the last step, and no further', () => {
    expect(nextStep(at(8, { iccid: ICCID }))).toBe(9);
    expect(nextStep(at(9, { iccid: ICCID }))).toBe(9);
    expect(nextStep(at(7, { wizard: charger, iccid: ICCID }))).toBe(8);
    expect(nextStep(at(8, { wizard: charger, iccid: ICCID }))).toBe(8);
  });

  it('does nothing on a result panel', () => {
    for (const step of [-1, -2, -3]) expect(nextStep(at(step, { iccid: ICCID }))).toBe(step);
  });
});

describe('Back', () => {
  it('goes one step back through the model steps', () => {
    for (let step = 2; step <= 8; step++) expect(backStep(at(step))).toBe(step - 1);
    expect(backStep(at(7, { wizard: charger }))).toBe(6);
  });

  it('returns from step 1 to the tracker choice only when it was offered', () => {
    expect(backStep(at(1))).toBe(0);
    expect(backStep(at(1, { trackerChoice: false }))).toBe(1);
  });

  it('stays on the tracker choice, while swapping, and on a result panel', () => {
    expect(backStep(at(0))).toBe(0);
    expect(backStep(at(9))).toBe(9);
    expect(backStep(at(8, { wizard: charger }))).toBe(8);
    for (const step of [-1, -2, -3]) expect(backStep(at(step))).toBe(step);
  });
});

describe('after the replace call (spec 3 §4)', () => {
  it('-2 when SIMs remain, -1 when none, -3 on any failure', () => {
    expect(afterSwap('success', 2)).toBe(-2);
    expect(afterSwap('success', 1)).toBe(-2);
    expect(afterSwap('success', 0)).toBe(-1);
    expect(afterSwap('error', 3)).toBe(-3);
    expect(afterSwap('error', 0)).toBe(-3);
  });

  it('shows swapping in progress until the tracker confirms, then the result', () => {
    expect(stepForSwap('in-progress', mobile, 1)).toBe(9);
    expect(stepForSwap('in-progress', charger, 1)).toBe(8);
    expect(stepForSwap('confirmed', mobile, 1)).toBe(-2);
    expect(stepForSwap('confirmed', mobile, 0)).toBe(-1);
    expect(stepForSwap('failed', charger, 4)).toBe(-3);
  });

  it("'Try Again' goes back to the final step", () => {
    expect(retryStep(mobile)).toBe(9);
    expect(retryStep(charger)).toBe(8);
  });
});

describe('the header progress', () => {
  it("reads 'step x / total' on the model steps only", () => {
    expect(progressLabel(1, 9)).toBe('step 1 / 9');
    expect(progressLabel(8, 8)).toBe('step 8 / 8');
    expect(progressLabel(0, 9)).toBeNull();
    expect(progressLabel(-2, 9)).toBeNull();
    expect(progressLabel(10, 9)).toBeNull();
  });

  it('names the model step a number shows', () => {
    expect(stepAt(mobile, 5)?.kind).toBe('pick-iccid');
    expect(stepAt(mobile, 0)).toBeNull();
    expect(stepAt(charger, 9)).toBeNull();
  });
});
