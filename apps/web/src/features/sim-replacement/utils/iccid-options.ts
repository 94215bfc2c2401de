import type { SimInStock } from '@lodestar/contracts';
import { iccidMatchesLastFour } from '@lodestar/domain';
import type { ComboboxItem, OptionsFilter } from '@mantine/core';

/** The drawer's SIMs as 'Select SIM by ICCID' lists them: the ICCID printed on the card is what the customer reads. */
export function iccidOptions(sims: readonly SimInStock[]): ComboboxItem[] {
  return sims.map((sim) => ({ value: sim.iccid, label: sim.iccid }));
}

/** The search of 'Select SIM by ICCID' (spec 3 §2.11): typing the last 4 digits printed on the SIM finds it. */
export const filterByLastFour: OptionsFilter = ({ options, search }) =>
  (options as ComboboxItem[]).filter((option) => iccidMatchesLastFour(option.value, search));
