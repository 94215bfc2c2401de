import { sandboxCarrierBehaviour } from '@lodestar/contracts';
import { isValidIccid } from '@lodestar/domain';
import { describe, expect, it } from 'vitest';
import { acmeFleet, riveraFleet } from './demo-fleet.ts';
import {
  DEMO_DRAWER_SIMS,
  demoDrawerIccids,
  demoStockIccids,
  demoTrackerIccid,
  withCheckDigit,
} from './demo-sims-iccids.ts';

const trackerIccids = [...acmeFleet(), ...riveraFleet()].map((t) => demoTrackerIccid(t.serial));
const drawers = { acme: demoDrawerIccids('acme'), rivera: demoDrawerIccids('rivera') };
const all = [...trackerIccids, ...drawers.acme, ...drawers.rivera, ...demoStockIccids()];

describe('the demo ICCIDs', () => {
  it('are valid ICCIDs (19 digits, Luhn check digit) and all different', () => {
    for (const iccid of all) expect(isValidIccid(iccid), iccid).toBe(true);
    expect(new Set(all).size).toBe(all.length);
  });

  it('are the same on every seed', () => {
    expect(demoTrackerIccid('LS200002')).toBe(demoTrackerIccid('LS200002'));
    expect(demoDrawerIccids('rivera')).toEqual(drawers.rivera);
  });

  it('fill each drawer with SIMs the wizard tells apart by their last 4 digits', () => {
    expect(drawers.acme).toHaveLength(DEMO_DRAWER_SIMS.acme);
    expect(drawers.rivera).toHaveLength(DEMO_DRAWER_SIMS.rivera);
    for (const drawer of Object.values(drawers))
      expect(new Set(drawer.map((iccid) => iccid.slice(-4))).size).toBe(drawer.length);
  });

  it("are none of the sandbox carrier's test ICCIDs (refused, never activating, unavailable), nor end like them", () => {
    for (const iccid of all) {
      expect(sandboxCarrierBehaviour(iccid), iccid).toBeUndefined();
      expect(iccid.slice(-5, -1), iccid).not.toMatch(/^000[0-3]$/);
    }
  });

  it('complete a body with the digit that makes the Luhn check pass', () => {
    expect(withCheckDigit('890126088229683451')).toBe('8901260882296834515');
  });
});
