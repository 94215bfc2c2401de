import { LIMITS, TIMING } from '@lodestar/contracts';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useActiveTrackers } from '../api/active-trackers.ts';

interface TrackerPickerProps {
  accountId: number;
  /** The field's label and the search box's placeholder, in the form's words. */
  label: string;
  placeholder: string;
  value: string | null;
  error?: React.ReactNode;
  /** The chosen tracker's id and the name shown for it, or nulls when cleared. */
  onChange: (id: string | null, name: string | null) => void;
}

/** A tracker's name as the picker shows it (spec 3 §9: at most 20 characters). */
export function pickerName(name: string): string {
  const max = LIMITS.trackerNameTruncate;
  return name.length > max ? `${name.slice(0, max - 1)}…` : name;
}

/**
 * A form's tracker picker (spec 2 §5, §7), as the shipment and report forms use it: the account's trackers with
 * an active subscription, searched on the server 10 at a time; the chosen one stays an option while another
 * search runs.
 */
export function TrackerPicker({ accountId, label, placeholder, value, error, onChange }: TrackerPickerProps) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const [debounced] = useDebouncedValue(search, TIMING.comboboxDebounce);
  // the text shown for the chosen tracker is not a search
  const query = chosen && search === chosen.label ? '' : debounced.trim();
  const trackers = useActiveTrackers(accountId, query);
  const data = useMemo(() => {
    const options = (trackers.data?.data ?? []).map((d) => ({
      value: String(d.id),
      label: pickerName(d.name),
    }));
    if (chosen && !options.some((o) => o.value === chosen.value)) options.unshift(chosen);
    return options;
  }, [trackers.data, chosen]);
  const more = (trackers.data?.meta.total ?? 0) - (trackers.data?.data.length ?? 0);

  return (
    <Select
      label={label}
      withAsterisk
      searchable
      placeholder={placeholder}
      data={data}
      value={value}
      error={error}
      searchValue={search}
      onSearchChange={setSearch}
      // the server has already searched (name, serial): the names shown are not filtered again
      filter={({ options }) => options}
      onChange={(id, option) => {
        setChosen(id ? { value: id, label: option.label } : null);
        onChange(id, id ? option.label : null);
      }}
      nothingFoundMessage={trackers.isFetching ? 'Loading trackers...' : 'No trackers found:'}
      description={more > 0 ? `${more} more: type to narrow the search` : undefined}
      comboboxProps={{ withinPortal: true }}
      clearable
    />
  );
}
