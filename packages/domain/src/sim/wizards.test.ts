import { SIM_REPLACEMENT_TEXTS } from '@lodestar/contracts';
import { describe, expect, it } from 'vitest';
import { wizardFor } from './wizards.ts';

const titles = (type: string) => wizardFor(type)?.steps.map((s) => s.title);

describe('the model wizards (spec 3 §2.11)', () => {
  it('Mobile 200 (ll02) has the 9 steps of the spec', () => {
    const wizard = wizardFor('ll02');
    expect(wizard?.model).toBe('Mobile 200');
    expect(titles('ll02')).toEqual([
      'What you need',
      'Remove the magnet and the six screws',
      'Locate the metal SIM door',
      'Slide the door to eject the SIM',
      'Pick the ICCID',
      'Insert the new SIM',
      'Close the SIM door',
      'Put the screws back and press Swap SIM',
      'Swapping in progress',
    ]);
    expect(wizard?.steps[0]?.text).toContain('device screwdriver');
    expect(wizard?.steps[5]?.text).toBe(
      'Insert the new SIM with the cut corner top left and the metal facing down.',
    );
  });

  it('Car Charger (vl501) has the 8 steps of the spec', () => {
    expect(wizardFor('vl501')?.model).toBe('Car Charger');
    expect(titles('vl501')).toEqual([
      'What you need',
      'Lift the cover',
      'Open the SIM door',
      'Pick the ICCID',
      'Place the SIM and fold the cover',
      'Put the cover back',
      'Plug in the car, power on and press Swap SIM',
      'Swapping in progress',
    ]);
  });

  it('puts the ICCID choice, Swap SIM and the wait where the spec does', () => {
    const kinds = (type: string) => wizardFor(type)?.steps.map((s) => s.kind);
    expect(kinds('ll02')?.indexOf('pick-iccid')).toBe(4);
    expect(kinds('ll02')?.indexOf('swap')).toBe(7);
    expect(kinds('vl501')?.indexOf('pick-iccid')).toBe(3);
    expect(kinds('vl501')?.indexOf('swap')).toBe(6);
    for (const type of ['ll02', 'vl501']) {
      expect(kinds(type)?.at(-1)).toBe('in-progress');
      expect(wizardFor(type)?.steps.at(-1)?.text).toBe(SIM_REPLACEMENT_TEXTS.inProgress);
      expect(kinds(type)?.filter((k) => k !== 'instruction')).toEqual(['pick-iccid', 'swap', 'in-progress']);
    }
  });

  it('matches the device type code without regard to case or spaces', () => {
    expect(wizardFor(' LL02 ')?.deviceType).toBe('ll02');
  });

  it('has no wizard for other models, which the dialog reports as not supported', () => {
    expect(wizardFor('gl300')).toBeNull();
    expect(wizardFor('')).toBeNull();
    expect(wizardFor(null)).toBeNull();
    expect(wizardFor('toString')).toBeNull();
  });
});
