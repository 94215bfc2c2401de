import { UTILITY_ACTIONS } from '@lodestar/contracts';
import { describe, expect, it } from 'vitest';
import { filterActions } from './filter-actions.ts';

const titles = (text: string) => filterActions(text).map((a) => a.title);

describe('Filter Actions', () => {
  it('keeps all 19 actions in the spec order when empty or blank', () => {
    expect(titles('')).toEqual(UTILITY_ACTIONS.map((a) => a.title));
    expect(titles('   ')).toHaveLength(19);
  });

  it('keeps the actions whose title holds the text, in any case', () => {
    expect(titles('sim')).toEqual(['Swap SIM']);
    expect(titles('RANGE')).toEqual(['Reserve Range', 'Assign Range']);
    expect(titles('  add/remove ')).toEqual(['Add/Remove Minutes']);
    expect(titles('reserve')).toEqual(['Reserve', 'Reserve Range']);
  });

  it('keeps nothing when no title matches', () => {
    expect(titles('teleport')).toEqual([]);
  });
});
