import { HISTORY_TEXTS, isSettingOn } from '@lodestar/contracts';
import { ActionIcon, Button, Group, Switch, Tooltip } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DateRangePicker } from '../../../components/date-range/date-range-picker.tsx';
import { useAutoRefresh } from '../../../hooks/use-auto-refresh.ts';
import { useCurrentAccount } from '../../../session/use-current-account.ts';
import { historyQueryKeys } from '../api/history-query-keys.ts';
import { useHistoryRange } from '../hooks/use-history-range.ts';
import { DownloadPointsModal } from './download-points-modal.tsx';
import { DownloadStopsButton } from './download-stops-button.tsx';

/** Where the details screen keeps its auto-refresh choice, apart from the tracker list's. */
const AUTO_REFRESH_PREFERENCE = 'trackerDetails.autoRefresh';

export interface TrackerHistoryToolbarProps {
  accountId: number;
  deviceId: number;
  deviceName: string;
}

/**
 * The tracker details top bar (spec 1 §2.6): refresh, the history period, auto-refresh, 'Download stops' and
 * 'Download these points'. Refreshing reloads the tracker's history (path, stops and current position).
 */
export function TrackerHistoryToolbar({ accountId, deviceId, deviceName }: TrackerHistoryToolbarProps) {
  const queryClient = useQueryClient();
  const { access } = useCurrentAccount();
  const { from, to, setRange } = useHistoryRange();
  const [downloading, setDownloading] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const period = { from: from.toISOString(), to: to.toISOString() };

  const refresh = () => {
    setRefreshing(true);
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: historyQueryKeys.all(accountId, deviceId) }),
      queryClient.invalidateQueries({ queryKey: historyQueryKeys.tracker(accountId, deviceId) }),
    ]).finally(() => setRefreshing(false));
  };
  const [autoRefresh, setAutoRefresh] = useAutoRefresh(AUTO_REFRESH_PREFERENCE, refresh);

  return (
    <Group gap="xs" wrap="wrap" aria-label={`${deviceName} history`} role="toolbar">
      <Tooltip label={HISTORY_TEXTS.refresh}>
        <ActionIcon
          variant="default"
          size="md"
          aria-label={HISTORY_TEXTS.refresh}
          loading={refreshing}
          onClick={refresh}
        >
          <span aria-hidden>⟳</span>
        </ActionIcon>
      </Tooltip>
      <DateRangePicker
        label={HISTORY_TEXTS.rangeLabel}
        value={period}
        onChange={(range) => setRange(new Date(range.from), new Date(range.to))}
        unlimited={access?.account ? isSettingOn(access.account, 'unlimited_date_selection') : false}
      />
      <Switch
        size="xs"
        label={`Auto-refresh ${autoRefresh ? 'On' : 'Off'}`}
        checked={autoRefresh}
        onChange={(event) => setAutoRefresh(event.currentTarget.checked)}
      />
      <DownloadStopsButton accountId={accountId} deviceId={deviceId} period={period} />
      <Button variant="default" size="xs" onClick={() => setDownloading(true)}>
        {HISTORY_TEXTS.downloadPoints}
      </Button>
      <DownloadPointsModal
        accountId={accountId}
        deviceId={deviceId}
        period={period}
        opened={downloading}
        onClose={() => setDownloading(false)}
      />
    </Group>
  );
}
