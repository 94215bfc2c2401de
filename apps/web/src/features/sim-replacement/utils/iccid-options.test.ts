import type { ComboboxItem } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { ICCID_A, ICCID_B, ICCID_C, sims } from '../testing/sim-fixtures.ts';
import { filterByLastFour, iccidOptions } from './iccid-options.ts';

const options = iccidOptions(sims(ICCID_A, ICCID_B, ICCID_C));
const shown = (search: string) =>
  (filterByLastFour({ options, search, limit: Infinity }) as ComboboxItem[]).map((o) => o.value);

describe("'Select SIM by ICCID' (spec 3 §2.11)", () => {
  it('lists every SIM of the drawer by its ICCID', () => {
    expect(options).toEqual([
      { value: ICCID_A, label: ICCID_A },
      { value: ICCID_B, label: ICCID_B },
      { value: ICCID_C, label: ICCID_C },
    ]);
    expect(shown('')).toEqual([ICCID_A, ICCID_B, ICCID_C]);
  });

  it('finds the SIM by the last 4 digits typed, narrowing as they are typed', () => {
    expect(shown('4515')).toEqual([ICCID_A]);
    expect(shown('5126')).toEqual([ICCID_B]);
    expect(shown('4')).toEqual([ICCID_A, ICCID_C]);
  });

  it('does not match the same digits elsewhere in the ICCID', () => {
    expect(shown('8901')).toEqual([]);
  });

  it('keeps the chosen SIM findable by its whole ICCID', () => {
    expect(shown(ICCID_B)).toEqual([ICCID_B]);
  });
});
