import { RULE_SEARCH_DEBOUNCE_MS } from '@lodestar/contracts';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useRuleTrackers } from '../api/get-rule-trackers.ts';

/**
 * The tracker_list condition's trackers: a multi-select searched on the server (active trackers by name, serial or
 * IMEI), which also names the trackers already chosen whatever their status.
 */
export function RuleTrackerSelect(props: {
  accountId: number;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, RULE_SEARCH_DEBOUNCE_MS);
  const found = useRuleTrackers(props.accountId, { search: debounced });
  const chosenIds = useMemo(() => props.value.map(Number), [props.value]);
  const chosen = useRuleTrackers(props.accountId, { ids: chosenIds }, chosenIds.length > 0);
  const data = useMemo(() => {
    const options = new Map<string, string>();
    for (const t of [...(chosen.data ?? []), ...(found.data ?? [])]) options.set(String(t.id), t.name);
    for (const id of props.value) if (!options.has(id)) options.set(id, `Tracker ${id}`);
    return [...options].map(([value, label]) => ({ value, label }));
  }, [chosen.data, found.data, props.value]);
  return (
    <MultiSelect
      label="Trackers"
      placeholder="Search trackers"
      data={data}
      value={props.value}
      onChange={props.onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // the server already searched; show what it found
      filter={({ options }) => options}
      nothingFoundMessage={found.isFetching ? 'Searching…' : 'No results'}
      error={props.error}
      clearable
    />
  );
}
