import { ADMIN_SEARCH_QUERY_MIN } from '@lodestar/contracts';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useAccountSearch } from '../api/search-accounts.ts';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The draft order's account: typed and looked up among every account (the internal admin search), the chosen one
 * kept in the list while another search runs.
 */
export function AccountPicker({
  value,
  title,
  onChange,
  error,
}: {
  value: number | null;
  title: string;
  onChange: (account: { id: number; title: string }) => void;
  error?: string;
}) {
  const [search, setSearch] = useState(title);
  const [rested] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const accounts = useAccountSearch(rested);
  const found = (accounts.data ?? []).map((a) => ({ value: String(a.id), label: a.title }));
  const chosen = value !== null && !found.some((o) => o.value === String(value));
  const data = chosen ? [{ value: String(value), label: title }, ...found] : found;
  const nothing =
    rested.length < ADMIN_SEARCH_QUERY_MIN
      ? `Type at least ${ADMIN_SEARCH_QUERY_MIN} characters`
      : accounts.isFetching
        ? 'Searching…'
        : 'No accounts found';

  return (
    <Select
      label="Account"
      description="The customer the order is for: its admins get the approve link"
      placeholder="Search accounts by name"
      searchable
      required
      searchValue={search}
      onSearchChange={setSearch}
      data={data}
      // the server has matched already: every option it answered is offered
      filter={({ options }) => options}
      value={value === null ? null : String(value)}
      onChange={(id, option) => id && onChange({ id: Number(id), title: option.label })}
      nothingFoundMessage={nothing}
      error={error}
    />
  );
}
