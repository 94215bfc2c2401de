import { isSettingOn, RECENT_ALERTS_TEXTS, type Account } from '@lodestar/contracts';
import { Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { messageOf } from '../../../api/api-error.ts';
import { DateRangePicker } from '../../../components/date-range/date-range-picker.tsx';
import { defaultListRange, type DateRange } from '../../../components/date-range/date-range-limits.ts';
import { usePage } from '../../../hooks/use-page.ts';
import { useCurrentAccount } from '../../../session/use-current-account.ts';
import { useRecentAlerts } from '../api/get-recent-alerts.ts';
import { useMarkAlertsSeen } from '../api/mark-alerts-seen.ts';
import { useLiveAlerts } from '../hooks/use-live-alerts.ts';
import { RecentAlertsList } from './recent-alerts-list.tsx';

/**
 * Recent Alerts on /alerts (spec 2 §2): the account's events in a period, 10 a page, newest first, new ones at the
 * top as they arrive. Opening it, and every pushed batch while it is open, clears the navigation's unread count.
 */
export function RecentAlerts() {
  const { access } = useCurrentAccount();
  if (!access?.account) return null;
  return <RecentAlertsPanel account={access.account} />;
}

function RecentAlertsPanel({ account }: { account: Account }) {
  const [range, setRange] = useState<DateRange>(() => defaultListRange());
  const [page, setPage] = usePage(`${range.from}|${range.to}`);
  const params = { ...range, page };
  const alerts = useRecentAlerts(account.id, params);
  const { mutate: markSeen } = useMarkAlertsSeen(account.id);

  useEffect(() => markSeen(), [markSeen]);
  useLiveAlerts(account.id, params, markSeen);

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="recent-alerts-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="recent-alerts-title">
            {RECENT_ALERTS_TEXTS.title}
          </Title>
          <DateRangePicker
            label="Period"
            value={range}
            onChange={setRange}
            unlimited={isSettingOn(account, 'unlimited_date_selection')}
          />
        </Group>
        {alerts.isPending && <Loader size="sm" aria-label="Loading alerts" />}
        {alerts.isError && (
          <Text size="sm" c="red">
            {messageOf(alerts.error, RECENT_ALERTS_TEXTS.loadFailed)}
          </Text>
        )}
        {alerts.data && <RecentAlertsList page={alerts.data} onPage={setPage} />}
      </Stack>
    </Card>
  );
}
