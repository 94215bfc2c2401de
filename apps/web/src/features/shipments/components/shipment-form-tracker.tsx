import { LIMITS, TIMING } from '@lodestar/contracts';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useShipmentTrackers } from '../api/shipment-form-trackers.ts';

interface ShipmentFormTrackerProps {
  accountId: number;
  value: string | null;
  error?: React.ReactNode;
  onChange: (id: string | null) => void;
}

/** A tracker's name as the picker shows it (spec 3 §9: at most 20 characters). */
export function pickerName(name: string): string {
  const max = LIMITS.trackerNameTruncate;
  return name.length > max ? `${name.slice(0, max - 1)}…` : name;
}

/**
 * The tracker picker (spec 2 §5, §7): the account's trackers with an active subscription, searched on the server
 * 10 at a time; the chosen one stays an option while another search runs.
 */
export function ShipmentFormTracker({ accountId, value, error, onChange }: ShipmentFormTrackerProps) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const [debounced] = useDebouncedValue(search, TIMING.comboboxDebounce);
  // the text shown for the chosen tracker is not a search
  const query = chosen && search === chosen.label ? '' : debounced.trim();
  const trackers = useShipmentTrackers(accountId, query);
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
      label="Tracker"
      withAsterisk
      searchable
      placeholder="Search trackers"
      data={data}
      value={value}
      error={error}
      searchValue={search}
      onSearchChange={setSearch}
      // the server has already searched (name, serial): the names shown are not filtered again
      filter={({ options }) => options}
      onChange={(id, option) => {
        setChosen(id ? { value: id, label: option.label } : null);
        onChange(id);
      }}
      nothingFoundMessage={trackers.isFetching ? 'Loading trackers...' : 'No trackers found:'}
      description={more > 0 ? `${more} more: type to narrow the search` : undefined}
      comboboxProps={{ withinPortal: true }}
      clearable
    />
  );
}
