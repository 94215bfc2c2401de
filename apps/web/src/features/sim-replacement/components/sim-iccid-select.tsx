import { SIM_REPLACEMENT_TEXTS as TEXTS, type SimInStock } from '@lodestar/contracts';
import { Alert, Loader, Select } from '@mantine/core';
import { filterByLastFour, iccidOptions } from '../utils/iccid-options.ts';

interface SimIccidSelectProps {
  sims: readonly SimInStock[] | undefined;
  failed: boolean;
  value: string | null;
  onChange: (iccid: string | null) => void;
}

/** 'Select SIM by ICCID' (spec 3 §2.11): the drawer's SIMs, found by typing the last 4 digits on the card. */
export function SimIccidSelect({ sims, failed, value, onChange }: SimIccidSelectProps) {
  if (failed) return <Alert color="red">The SIMs could not be loaded.</Alert>;
  if (!sims) return <Loader size="sm" aria-label="Loading the SIMs" />;
  return (
    <Select
      label={TEXTS.selectIccid}
      placeholder="Last 4 digits"
      description={sims.length === 0 ? 'There is no SIM in your account to place.' : undefined}
      data={iccidOptions(sims)}
      value={value}
      onChange={onChange}
      filter={filterByLastFour}
      searchable
      inputMode="numeric"
      nothingFoundMessage="No SIM ends with these digits"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
