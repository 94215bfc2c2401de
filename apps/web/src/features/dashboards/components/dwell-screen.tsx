import { DWELL_DEFAULT_PERIOD, DWELL_PERIODS, DWELL_TEXTS, pathTo, TIMING } from '@lodestar/contracts';
import { canEnterRoute } from '@lodestar/domain';
import { Alert, Button, Center, Group, Loader, SegmentedControl, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError, messageOf } from '../../../api/api-error.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { usePage } from '../../../hooks/use-page.ts';
import { useSearchParam } from '../../../hooks/use-search-param.ts';
import { useCurrentAccount } from '../../../session/use-current-account.ts';
import { useDwellGeofences } from '../api/get-dwell-geofences.ts';
import { periodOf } from '../utils/dwell-period.ts';
import { DashboardsFrame } from './dashboards-frame.tsx';
import { DwellTable } from './dwell-table.tsx';
import { HowItWorksModal } from './how-it-works-modal.tsx';

/**
 * DashboardDwellView at /dashboards/dwell (spec 2 §2): how long assets stay in each geofence against its
 * allowance. The search (debounced as this area's other searches, spec 2 §9) and the period live in the
 * address, so a reload or a shared link shows the same table.
 */
export function DwellScreen() {
  const { access } = useCurrentAccount();
  const [params, setParams] = useSearchParams();
  // spec 2 §9: this area's searches wait 100 ms, the value TIMING holds for the group search
  const search = useSearchParam(TIMING.groupSearchDebounce);
  const period = periodOf(params);
  const [page, setPage] = usePage(`${search.search}|${period}`);
  const [explaining, setExplaining] = useState(false);
  const accountId = access?.account?.id ?? 0;
  const list = useDwellGeofences(accountId, { search: search.search, period, page });
  if (!access?.account) return null;

  const choosePeriod = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (Number(value) === DWELL_DEFAULT_PERIOD) next.delete('period');
        else next.set('period', value);
        return next;
      },
      { replace: true },
    );
  // a search overtaken by the next one is cancelled, and nobody is told (spec 2 §8)
  const failed = list.isError && !(list.error instanceof ApiError && list.error.isCancelled);

  return (
    <DashboardsFrame current="DashboardDwellView">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="wrap">
          <TextInput
            aria-label="Search geofences"
            placeholder="Search by name or address"
            value={search.text}
            onChange={(event) => search.change(event.currentTarget.value)}
            w={260}
          />
          <SegmentedControl
            aria-label="Period"
            value={String(period)}
            onChange={choosePeriod}
            data={DWELL_PERIODS.map((days) => ({ value: String(days), label: `${days} days` }))}
          />
        </Group>
        <Group gap="xs">
          <Button variant="subtle" onClick={() => setExplaining(true)}>
            {DWELL_TEXTS.howItWorks}
          </Button>
          {canEnterRoute('GeofenceCreateView', access) && (
            <Button component={Link} to={pathTo('GeofenceCreateView')} onClick={search.dropPending}>
              {DWELL_TEXTS.newGeofence}
            </Button>
          )}
        </Group>
      </Group>
      {list.isPending && (
        <Center py="xl">
          <Loader aria-label="Loading dwell" />
        </Center>
      )}
      {failed && (
        <Alert color="red" role="alert">
          {messageOf(list.error, DWELL_TEXTS.fetchFailed)}
        </Alert>
      )}
      {list.data && list.data.meta.total === 0 && (
        <EmptyState title={DWELL_TEXTS.noGeofences} body={search.search || undefined} />
      )}
      {list.data && list.data.data.length > 0 && (
        <DwellTable accountId={accountId} period={period} geofences={list.data.data} />
      )}
      {list.data && (
        <PaginationBar
          meta={list.data.meta}
          onPage={setPage}
          label="Geofences"
          noun="geofences"
          emptyText={null}
        />
      )}
      <HowItWorksModal opened={explaining} onClose={() => setExplaining(false)} />
    </DashboardsFrame>
  );
}
