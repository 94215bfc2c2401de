import { describe, expect, it } from 'vitest';
import {
  cutForList,
  firstStep,
  lastPage,
  pageSelection,
  reviewPage,
  stepProgress,
  withIds,
  withoutIds,
} from './wizard-selection.ts';

describe('group wizard selection', () => {
  it('opens on the name step except when adding trackers to a named group', () => {
    expect(firstStep('create')).toBe(1);
    expect(firstStep('swap')).toBe(1);
    expect(firstStep('add')).toBe(2);
  });

  it('shows the spec progress 33, 66 and 100', () => {
    expect([1, 2, 3].map((s) => stepProgress(s as 1 | 2 | 3))).toEqual([33, 66, 100]);
  });

  it('cuts serials and names to 20 characters, marking the cut', () => {
    expect(cutForList('Truck 01')).toBe('Truck 01');
    expect(cutForList('x'.repeat(20))).toBe('x'.repeat(20));
    const cut = cutForList('A very long tracker name indeed');
    expect(cut).toHaveLength(20);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('tells whether a page is all, partly or not selected', () => {
    const selected = new Set([1, 2]);
    expect(pageSelection([1, 2], selected)).toBe('all');
    expect(pageSelection([1, 3], selected)).toBe('some');
    expect(pageSelection([3, 4], selected)).toBe('none');
    expect(pageSelection([], selected)).toBe('none');
  });

  it('adds ids once, in the order chosen, never the group members already in it', () => {
    expect(withIds([3, 1], [1, 5, 5, 2])).toEqual([3, 1, 5, 2]);
    expect(withIds([], [1, 2, 3], new Set([2]))).toEqual([1, 3]);
    expect(withoutIds([3, 1, 5], [1, 9])).toEqual([3, 5]);
  });

  it('pages the review over the selection and steps back when a page empties', () => {
    const ids = Array.from({ length: 23 }, (_, i) => i + 1);
    expect(reviewPage(ids, 3, 10)).toEqual([21, 22, 23]);
    expect(lastPage(23, 10)).toBe(3);
    expect(lastPage(20, 10)).toBe(2);
    expect(lastPage(0, 10)).toBe(1);
  });
});
