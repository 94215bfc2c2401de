import type { Device } from '@lodestar/contracts';
import { describe, expect, it } from 'vitest';
import { formatGroupIds, groupMatcher, groupNamesText, parseGroupIds } from './group-filter.ts';

const tracker = (groupIds: number[]) => ({ group_ids: groupIds }) as Pick<Device, 'group_ids'>;

describe('the group filter in the address', () => {
  it('reads ids and survives a hand-edited link', () => {
    expect(parseGroupIds('3,7')).toEqual([3, 7]);
    expect(parseGroupIds(' 3, x,0,-1,7,3 ')).toEqual([3, 7]);
    expect(parseGroupIds(null)).toEqual([]);
    expect(parseGroupIds('')).toEqual([]);
  });

  it('writes what it reads', () => {
    expect(parseGroupIds(formatGroupIds([12, 4]))).toEqual([12, 4]);
  });
});

describe('filtering trackers by group', () => {
  it('keeps a tracker in any chosen group', () => {
    const inGroup = groupMatcher([2, 5])!;
    expect(inGroup(tracker([5]))).toBe(true);
    expect(inGroup(tracker([1, 2]))).toBe(true);
    expect(inGroup(tracker([1, 3]))).toBe(false);
    expect(inGroup(tracker([]))).toBe(false);
  });

  it('filters nothing while no group is chosen', () => {
    expect(groupMatcher([])).toBeNull();
  });
});

describe("a row's groups", () => {
  it('lists the names, or nothing for a tracker in none', () => {
    const groups = [
      { id: 1, name: 'North region' },
      { id: 2, name: 'Vans' },
    ];
    expect(groupNamesText({ groups })).toBe('North region, Vans');
    expect(groupNamesText({ groups: [] })).toBe('');
    expect(groupNamesText({})).toBe('');
  });
});
