import { describe, expect, it } from 'vitest';
import { luhnValid } from './sandbox-payments.ts';
import { ICCID_MESSAGES, iccid, SIM_REPLACEMENT, SIM_REPLACEMENT_TEXTS, simReplaceRequest } from './sim.ts';

// Real-format ICCIDs: 89 (telecom) + country + issuer + account digits + Luhn check digit
const NINETEEN = '8901260882296834515';
const TWENTY = '89012608822968345126';

function messageFor(value: string): string | undefined {
  const parsed = iccid.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues.map((i) => i.message).join(' | ');
}

describe('ICCID validation (spec 3 §3: 19 or 20 digits with a check digit)', () => {
  it('takes 19 and 20 digit ICCIDs whose check digit is right', () => {
    expect(luhnValid(NINETEEN) && luhnValid(TWENTY)).toBe(true);
    expect(iccid.parse(NINETEEN)).toBe(NINETEEN);
    expect(iccid.parse(TWENTY)).toBe(TWENTY);
  });

  it('trims surrounding spaces', () => {
    expect(iccid.parse(`  ${NINETEEN}\n`)).toBe(NINETEEN);
  });

  it('refuses a wrong check digit with one clear message', () => {
    const wrong = NINETEEN.slice(0, -1) + ((Number(NINETEEN.at(-1)) + 1) % 10);
    expect(messageFor(wrong)).toBe(ICCID_MESSAGES.checkDigit);
  });

  it('refuses 18 and 21 digits', () => {
    expect(messageFor(NINETEEN.slice(0, 18))).toBe(ICCID_MESSAGES.length);
    expect(messageFor(TWENTY + '0')).toBe(ICCID_MESSAGES.length);
  });

  it('refuses letters, inner spaces and an empty value', () => {
    expect(messageFor('8901260882296834A15')).toBe(ICCID_MESSAGES.digitsOnly);
    expect(messageFor('8901 2608 8229 6834 515')).toBe(ICCID_MESSAGES.digitsOnly);
    expect(messageFor('   ')).toBe(ICCID_MESSAGES.required);
  });
});

describe('the replace request (spec 3 §7: device_id and iccid)', () => {
  it('takes a tracker id and a valid ICCID', () => {
    expect(simReplaceRequest.parse({ device_id: 4, iccid: ` ${TWENTY}` })).toEqual({
      device_id: 4,
      iccid: TWENTY,
    });
  });

  it('refuses a missing tracker or a bad ICCID', () => {
    expect(simReplaceRequest.safeParse({ iccid: TWENTY }).success).toBe(false);
    expect(simReplaceRequest.safeParse({ device_id: 0, iccid: TWENTY }).success).toBe(false);
    expect(simReplaceRequest.safeParse({ device_id: 4, iccid: '123' }).success).toBe(false);
  });
});

describe('the SIM replacement constants and texts (spec 3 §2.11, §9)', () => {
  it('waits 3 s on Swap SIM, reopens after 200 ms and rewards 2 audio hours', () => {
    expect(SIM_REPLACEMENT.swapButtonWait).toBe(3_000);
    expect(SIM_REPLACEMENT.replaceNextReopen).toBe(200);
    expect(SIM_REPLACEMENT.rewardAudioMinutes).toBe(SIM_REPLACEMENT.rewardAudioHours * 60);
    expect(SIM_REPLACEMENT.rewardAudioMinutes).toBe(120);
  });

  it("says the spec's words", () => {
    expect(SIM_REPLACEMENT_TEXTS.header).toBe('Replacing device SIM');
    expect(SIM_REPLACEMENT_TEXTS.help).toBe('Need help? Contact us!');
    expect(SIM_REPLACEMENT_TEXTS.successReward).toBe('We have added 2 free audio hours to your account.');
    expect(SIM_REPLACEMENT_TEXTS.notSupported('gl300')).toBe('gl300 is not supported');
    expect(SIM_REPLACEMENT_TEXTS.progress(3, 9)).toBe('step 3 / 9');
  });
});
