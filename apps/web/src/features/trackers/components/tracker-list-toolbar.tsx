import { ROUTES, TRACKER_LIST_TEXTS as TEXTS } from '@lodestar/contracts';
import type { TrackerFilters } from '@lodestar/domain';
import { ActionIcon, Button, Group, Switch, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCurrentAccount } from '../../../session/use-current-account.ts';
import type { DeviceListCsvParams } from '../api/download-device-list.ts';
import type { GroupFilterState } from '../hooks/use-group-filter.ts';
import { DownloadMenu } from './download-menu.tsx';
import { TrackerFiltersPopover } from './tracker-filters-popover.tsx';

interface TrackerListToolbarProps {
  accountId: number;
  refreshing: boolean;
  onRefresh: () => void;
  autoRefresh: boolean;
  onAutoRefresh: (on: boolean) => void;
  filters: TrackerFilters;
  onFilters: (filters: TrackerFilters) => void;
  groupFilter: GroupFilterState;
  listParams: DeviceListCsvParams;
  /** The history date range, present only when the account has controls_available. */
  controls?: ReactNode;
}

/**
 * The toolbar above the list (spec 1 §2.4): refresh, auto-refresh, Filters, controls and downloads. Under the
 * auto-refresh switch a line says what it does: live positions flow either way (a user saw the list move with
 * 'Auto-refresh Off' and took the switch for broken); On also reloads the list itself every 30 s.
 */
export function TrackerListToolbar(props: TrackerListToolbarProps) {
  const { access } = useCurrentAccount();
  return (
    <Group gap="xs" wrap="wrap">
      <Tooltip label="Refresh">
        <ActionIcon
          variant="default"
          size="md"
          aria-label="Refresh"
          loading={props.refreshing}
          onClick={props.onRefresh}
        >
          <span aria-hidden>⟳</span>
        </ActionIcon>
      </Tooltip>
      <Switch
        size="xs"
        label={`Auto-refresh ${props.autoRefresh ? 'On' : 'Off'}`}
        description={props.autoRefresh ? TEXTS.autoRefreshOn : TEXTS.autoRefreshOff}
        checked={props.autoRefresh}
        onChange={(event) => props.onAutoRefresh(event.currentTarget.checked)}
      />
      <TrackerFiltersPopover
        filters={props.filters}
        onChange={props.onFilters}
        groupFilter={props.groupFilter.enabled ? props.groupFilter : undefined}
      />
      {props.controls}
      <DownloadMenu accountId={props.accountId} listParams={props.listParams} />
      {(access?.role === 'admin' || access?.isInternalAdmin) && (
        <Button component={Link} to={ROUTES.AddTrackerView} size="xs">
          Add Tracker
        </Button>
      )}
    </Group>
  );
}
