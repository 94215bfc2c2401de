import { describe, expect, it } from 'vitest';
import { addTrackerRequest } from './provisioning.ts';
import { ICCID_MESSAGES } from './sim.ts';

describe("a tracker's ICCID when it is added or provisioned", () => {
  const request = (iccid: string) =>
    addTrackerRequest.safeParse({ serial: 'LS-ICCID-1', name: 'Van', model_id: 1, iccid });

  it('takes 19 or 20 digits with a valid check digit, and an empty box as none', () => {
    expect(request('89014103211118510720').data?.iccid).toBe('89014103211118510720');
    expect(request(' 8901260882226419874 ').data?.iccid).toBe('8901260882226419874');
    expect(request('').data?.iccid).toBeNull();
  });

  it('refuses a mistyped digit and a wrong length, one message each', () => {
    expect(request('89014103211118510721').error?.issues.map((i) => i.message)).toEqual([
      ICCID_MESSAGES.checkDigit,
    ]);
    expect(request('8901410321').error?.issues.map((i) => i.message)).toEqual([ICCID_MESSAGES.length]);
  });
});
