import { ACCOUNT_USERS_TEXTS as TEXTS, TIMING } from '@lodestar/contracts';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { usePickerDevices } from '../api/get-picker-devices.ts';

/** A chosen tracker: its id and the name the picker shows. */
export interface ChosenDevice {
  id: number;
  name: string;
}

/**
 * The device picker of the invite and edit dialogs (spec 3 §2.4): a searchable multi-select over the account's
 * trackers, searched on the server 25 at a time (spec 3 §5). Chosen trackers stay listed whatever the search.
 */
export function DevicePicker({
  accountId,
  value,
  onChange,
  disabled,
  error,
}: {
  accountId: number;
  value: readonly ChosenDevice[];
  onChange: (devices: ChosenDevice[]) => void;
  disabled?: boolean;
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), TIMING.comboboxDebounce);
  const found = usePickerDevices(accountId, debounced);
  const names = new Map<number, string>(value.map((d) => [d.id, d.name]));
  for (const device of found.data ?? []) if (!names.has(device.id)) names.set(device.id, device.name);
  const data = [...names].map(([id, name]) => ({ value: String(id), label: name }));

  return (
    <MultiSelect
      label={TEXTS.pickerLabel}
      placeholder={value.length ? undefined : TEXTS.pickerPlaceholder}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // the server already searched: the list shows what it answered
      filter={({ options }) => options}
      data={data}
      value={value.map((d) => String(d.id))}
      onChange={(ids) => onChange(ids.map((id) => ({ id: Number(id), name: names.get(Number(id)) ?? id })))}
      nothingFoundMessage={found.isFetching ? 'Searching...' : 'No trackers found'}
      disabled={disabled}
      error={error}
      hidePickedOptions={false}
      maxDropdownHeight={260}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
