import { GROUP_TEXTS } from '@lodestar/contracts';
import { MultiSelect } from '@mantine/core';
import { useMemo } from 'react';
import type { GroupFilterState } from '../hooks/use-group-filter.ts';

interface GroupFilterSelectProps {
  filter: GroupFilterState;
  /** The dropdown stays inside the surrounding popover, so choosing a group does not count as a click outside. */
  inPopover?: boolean;
}

/**
 * The group filter (issue 16): several of the account's groups may be chosen; the list and its map keep the
 * trackers in any of them. Searchable, as a business account may have many groups.
 */
export function GroupFilterSelect({ filter, inPopover = true }: GroupFilterSelectProps) {
  const data = useMemo(
    () =>
      (filter.groups ?? []).map((g) => ({
        value: String(g.id),
        label: `${g.name} (${g.devices_count})`,
      })),
    [filter.groups],
  );
  const value = useMemo(() => filter.groupIds.map(String), [filter.groupIds]);
  return (
    <MultiSelect
      size="xs"
      label={GROUP_TEXTS.groupFilter}
      placeholder={value.length === 0 ? (filter.loading ? 'Loading groups…' : 'All groups') : undefined}
      nothingFoundMessage="No groups found"
      data={data}
      value={value}
      onChange={(next) => filter.setGroupIds(next.map(Number))}
      searchable
      clearable
      hidePickedOptions
      maxDropdownHeight={220}
      comboboxProps={{ withinPortal: !inPopover }}
    />
  );
}
