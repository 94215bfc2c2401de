import { describe, expect, it } from 'vitest';
import { iccidMatchesLastFour, isValidIccid } from './iccid.ts';

const NINETEEN = '8901260882296834515';
const TWENTY = '89012608822968345126';

describe('isValidIccid', () => {
  it('takes 19 and 20 digits with a right check digit, spaces around ignored', () => {
    expect(isValidIccid(NINETEEN)).toBe(true);
    expect(isValidIccid(TWENTY)).toBe(true);
    expect(isValidIccid(` ${TWENTY} `)).toBe(true);
  });

  it('refuses a wrong check digit', () => {
    expect(isValidIccid('8901260882296834516')).toBe(false);
    expect(isValidIccid('89012608822968345127')).toBe(false);
  });

  it('refuses 18 or 21 digits, letters and nothing', () => {
    expect(isValidIccid(NINETEEN.slice(0, 18))).toBe(false);
    expect(isValidIccid(`${TWENTY}0`)).toBe(false);
    expect(isValidIccid('89012608822968345A5')).toBe(false);
    expect(isValidIccid('')).toBe(false);
  });
});

describe("the 'Select SIM by ICCID' filter (spec 3 §2.11: the last 4 digits)", () => {
  const sims = [NINETEEN, TWENTY, '8901260882296834123'];
  const shown = (typed: string) => sims.filter((s) => iccidMatchesLastFour(s, typed));

  it('shows every SIM before anything is typed', () => {
    expect(shown('')).toEqual(sims);
    expect(shown('  ')).toEqual(sims);
  });

  it('finds a SIM by its last 4 digits', () => {
    expect(shown('4515')).toEqual([NINETEEN]);
    expect(shown('5126')).toEqual([TWENTY]);
    expect(shown(' 4123 ')).toEqual(['8901260882296834123']);
  });

  it('narrows as the digits are typed', () => {
    expect(shown('4')).toEqual([NINETEEN, '8901260882296834123']);
    expect(shown('45')).toEqual([NINETEEN]);
  });

  it('does not match digits elsewhere in the ICCID', () => {
    expect(shown('8901')).toEqual([]);
    expect(shown('6834')).toEqual([]);
  });

  it('takes a longer end or the whole ICCID, and nothing for letters', () => {
    expect(shown('834515')).toEqual([NINETEEN]);
    expect(shown(TWENTY)).toEqual([TWENTY]);
    expect(shown('45a')).toEqual([]);
  });
});
