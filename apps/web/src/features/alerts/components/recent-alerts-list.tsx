import { RECENT_ALERTS_TEXTS, type TrackerEventsPage } from '@lodestar/contracts';
import { Stack } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { AlertRow } from './alert-row.tsx';

/** A page of alerts, newest first, with the shared paging bar; 'No alerts for this date range' when empty. */
export function RecentAlertsList({
  page,
  onPage,
}: {
  page: TrackerEventsPage;
  onPage: (page: number) => void;
}) {
  if (page.meta.total === 0) return <EmptyState title={RECENT_ALERTS_TEXTS.empty} />;
  return (
    <Stack gap="sm">
      <Stack component="ol" gap={0} aria-label="Alerts" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {page.data.map((alert) => (
          <AlertRow key={alert.id} alert={alert} />
        ))}
      </Stack>
      <PaginationBar meta={page.meta} onPage={onPage} label="Alerts" emptyText={null} />
    </Stack>
  );
}
