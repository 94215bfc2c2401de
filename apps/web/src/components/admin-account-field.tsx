import { ADMIN_SEARCH_QUERY_MIN, TIMING } from '@lodestar/contracts';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useAccountSearch } from '../api/admin-account-search.ts';

export interface AccountChoice {
  id: number;
  title: string;
}

/**
 * An account, typed and looked up among every account (the internal admin search: a draft order's customer, a
 * utility's account); the chosen one stays an option while another search runs.
 */
export function AccountField({
  value,
  onChange,
  error,
  label = 'Account',
  description,
  required = true,
}: {
  value: AccountChoice | null;
  onChange: (account: AccountChoice | null) => void;
  error?: string;
  label?: string;
  description?: string;
  required?: boolean;
}) {
  const [search, setSearch] = useState(value?.title ?? '');
  const [rested] = useDebouncedValue(search.trim(), TIMING.comboboxDebounce);
  // the chosen account's title in the box is not a new search
  const query = value && rested === value.title ? '' : rested;
  const accounts = useAccountSearch(query);
  const found = (accounts.data ?? []).map((a) => ({ value: String(a.id), label: a.title }));
  const data =
    value && !found.some((o) => o.value === String(value.id))
      ? [{ value: String(value.id), label: value.title }, ...found]
      : found;
  const nothing =
    query.length < ADMIN_SEARCH_QUERY_MIN
      ? `Type at least ${ADMIN_SEARCH_QUERY_MIN} characters`
      : accounts.isFetching
        ? 'Searching…'
        : 'No accounts found';

  return (
    <Select
      label={label}
      description={description}
      placeholder="Search accounts by name"
      searchable
      clearable={!required}
      withAsterisk={required}
      searchValue={search}
      onSearchChange={setSearch}
      data={data}
      // the server has matched already: every option it answered is offered
      filter={({ options }) => options}
      value={value ? String(value.id) : null}
      onChange={(id, option) => onChange(id ? { id: Number(id), title: option.label } : null)}
      nothingFoundMessage={nothing}
      error={error}
    />
  );
}
