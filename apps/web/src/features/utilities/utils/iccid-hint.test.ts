import { ICCID_MESSAGES } from '@lodestar/contracts';
import { describe, expect, it } from 'vitest';
import { iccidHint } from './iccid-hint.ts';

describe('the ICCID field while it is typed', () => {
  it('says nothing for an empty box or a number still being typed', () => {
    expect(iccidHint('', true)).toBeNull();
    expect(iccidHint('8988', false)).toBeNull();
  });

  it('calls out a wrong character at once', () => {
    expect(iccidHint('8988a', false)).toBe(ICCID_MESSAGES.digitsOnly);
  });

  it('checks the length once the field is left, and the check digit once complete', () => {
    expect(iccidHint('8988', true)).toBe(ICCID_MESSAGES.length);
    expect(iccidHint('89882280000000000015', false)).toBe(ICCID_MESSAGES.checkDigit);
    expect(iccidHint('89882280000000000014', false)).toBeNull();
  });
});
