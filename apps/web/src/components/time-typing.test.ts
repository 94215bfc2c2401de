import { describe, expect, it } from 'vitest';
import { nextTimeDigits } from './time-typing.ts';

/** What the field holds after typing `keys` into it from focus. */
const typing = (keys: string, max: number) =>
  [...keys].reduce((typed, key) => nextTimeDigits(typed, key, max), '');

describe('typing a time into the hours and minutes', () => {
  it('takes 19 from 1 then 9, whatever the field showed before (issue 26: 1930 gave 10:30)', () => {
    expect(typing('19', 23)).toBe('19');
    expect(typing('1', 23)).toBe('1');
    expect(typing('30', 59)).toBe('30');
  });

  it('keeps a leading zero as typed: 0 then 7 is 07', () => {
    expect(typing('07', 23)).toBe('07');
    expect(typing('00', 59)).toBe('00');
  });

  it('starts again from a digit that would go past the largest value', () => {
    expect(typing('25', 23)).toBe('5');
    expect(typing('24', 23)).toBe('4');
    expect(typing('23', 23)).toBe('23');
    expect(typing('61', 59)).toBe('1');
  });

  it('starts again on a third digit', () => {
    expect(typing('193', 23)).toBe('3');
    expect(typing('1234', 59)).toBe('34');
  });
});
