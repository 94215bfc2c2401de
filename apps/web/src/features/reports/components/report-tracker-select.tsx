import { LIMITS, TIMING } from '@lodestar/contracts';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useReportTrackers } from '../api/get-report-trackers.ts';

interface ReportTrackerSelectProps {
  accountId: number;
  value: string | null;
  error?: React.ReactNode;
  onChange: (id: string | null, name: string | null) => void;
}

/** A tracker's name as pickers show it (spec 3 §9: at most 20 characters). */
function pickerName(name: string): string {
  const max = LIMITS.trackerNameTruncate;
  return name.length > max ? `${name.slice(0, max - 1)}…` : name;
}

/**
 * The report form's tracker picker (spec 2 §5, §7): the account's trackers with an active subscription,
 * searched on the server 10 at a time, as the shipment form picks one; the chosen one stays an option while
 * another search runs.
 */
export function ReportTrackerSelect({ accountId, value, error, onChange }: ReportTrackerSelectProps) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const [debounced] = useDebouncedValue(search, TIMING.comboboxDebounce);
  // the text shown for the chosen tracker is not a search
  const query = chosen && search === chosen.label ? '' : debounced.trim();
  const trackers = useReportTrackers(accountId, query);
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
        onChange(id, id ? option.label : null);
      }}
      nothingFoundMessage={trackers.isFetching ? 'Loading trackers...' : 'No trackers found:'}
      description={more > 0 ? `${more} more: type to narrow the search` : undefined}
      comboboxProps={{ withinPortal: true }}
      clearable
    />
  );
}
