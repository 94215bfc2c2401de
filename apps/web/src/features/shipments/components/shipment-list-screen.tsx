import { pathTo, SHIPMENT_TEXTS, type Account, type PageMeta, type Shipment } from '@lodestar/contracts';
import { Alert, Center, Loader, Stack, Tabs } from '@mantine/core';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { SplitPanes } from '../../../components/split-panes.tsx';
import { useAutoRefresh } from '../../../hooks/use-auto-refresh.ts';
import { usePage } from '../../../hooks/use-page.ts';
import { LazyShipmentsMap, preloadShipmentsMap } from '../../../map/lazy-shipments-map.tsx';
import type { MappedShipment } from '../../../map/shipment-features.ts';
import { useDownloadShipments } from '../api/download-shipments.ts';
import { useShipments } from '../api/get-shipments.ts';
import { SHIPMENT_ROWS_PER_PAGE } from '../api/shipment-list-query.ts';
import { useLiveShipments } from '../hooks/use-live-shipments.ts';
import { useShipmentAccount } from '../hooks/use-shipment-account.ts';
import { useShipmentListParams, type ShipmentTab } from '../hooks/use-shipment-list-params.ts';
import { useShipmentSelection } from '../hooks/use-shipment-selection.ts';
import { ShipmentListBulk } from './shipment-list-bulk.tsx';
import { ShipmentListRows } from './shipment-list-rows.tsx';
import { ShipmentListToolbar } from './shipment-list-toolbar.tsx';
import classes from './shipments.module.css';

const NONE: Shipment[] = [];

/** The page of rows a list of `total` shows, as the paging bar counts it. */
function pageMeta(page: number, total: number): PageMeta {
  const lastPage = Math.max(1, Math.ceil(total / SHIPMENT_ROWS_PER_PAGE));
  const current = Math.min(page, lastPage);
  const from = total ? (current - 1) * SHIPMENT_ROWS_PER_PAGE + 1 : null;
  const to = total ? Math.min(total, current * SHIPMENT_ROWS_PER_PAGE) : null;
  return { current_page: current, last_page: lastPage, from, to, total, per_page: SHIPMENT_ROWS_PER_PAGE };
}

/**
 * A marker per shipment where its tracker is now. The server gives a shipment's position from its own track only
 * (never before its start), so one without a fix yet is drawn at its start place, and a finished one without
 * fixes at its destination.
 */
function mapped(shipments: readonly Shipment[]): MappedShipment[] {
  return shipments.map((s) => {
    const finished = s.status === 'Completed' || s.status === 'Completed Late';
    const place = finished ? s.to_address : s.from_address;
    const [lng, lat] = s.current_position?.location ?? [place.lng, place.lat];
    return { id: s.id, name: s.name, status: s.status, lng, lat };
  });
}

/** The shipment list (ShipmentListView, spec 2 §2): the list pane on the left, the shipments' map on the right. */
export function ShipmentListScreen() {
  const account = useShipmentAccount();
  if (!account) return null;
  return <ShipmentListView account={account} />;
}

function ShipmentListView({ account }: { account: Account }) {
  const navigate = useNavigate();
  const params = useShipmentListParams();
  const shipments = useShipments(account.id, params.list);
  useLiveShipments(account.id);
  preloadShipmentsMap();
  const [autoRefresh, setAutoRefresh] = useAutoRefresh(
    'shipments.autoRefresh',
    () => void shipments.refetch(),
  );
  const download = useDownloadShipments(account.id);
  const all = shipments.data?.data ?? NONE;
  const [page, setPage] = usePage(JSON.stringify(params.list));
  const meta = pageMeta(page, all.length);
  const rows = useMemo(
    () =>
      all.slice((meta.current_page - 1) * SHIPMENT_ROWS_PER_PAGE, meta.current_page * SHIPMENT_ROWS_PER_PAGE),
    [all, meta.current_page],
  );
  const markers = useMemo(() => mapped(all), [all]);
  const selection = useShipmentSelection(useMemo(() => all.map((s) => s.id), [all]));
  const pageIds = rows.map((s) => s.id);

  const changeTab = (tab: ShipmentTab) => {
    selection.clear();
    params.setTab(tab);
  };
  const empty = params.tab === 'archived' ? SHIPMENT_TEXTS.noArchived : SHIPMENT_TEXTS.noShipments;

  return (
    <SplitPanes
      leftLabel="List"
      header={
        <Stack gap="xs">
          <ShipmentListToolbar
            search={params.search}
            statuses={params.statuses}
            onStatuses={params.setStatuses}
            window={params.window}
            onWindow={params.setWindow}
            onRefresh={() => void shipments.refetch()}
            refreshing={shipments.isFetching}
            autoRefresh={autoRefresh}
            onAutoRefresh={setAutoRefresh}
            onDownload={() => download.start(params.list)}
            downloading={download.pending}
          />
          <Tabs
            value={params.tab}
            onChange={(value) => changeTab(value === 'archived' ? 'archived' : 'general')}
          >
            <Tabs.List>
              <Tabs.Tab value="general">General</Tabs.Tab>
              <Tabs.Tab value="archived">Archived</Tabs.Tab>
            </Tabs.List>
          </Tabs>
          <ShipmentListBulk
            accountId={account.id}
            archived={params.tab === 'archived'}
            selected={selection.selected}
            pageIds={pageIds}
            onSelectPage={(on) => selection.setAll(pageIds, on)}
            onDone={selection.clear}
          />
        </Stack>
      }
      left={
        <>
          {shipments.isPending && (
            <Center py="xl">
              <Loader aria-label="Loading shipments" />
            </Center>
          )}
          {shipments.isError && (
            <Alert color="red" m="md">
              The shipments could not be loaded.
            </Alert>
          )}
          {shipments.isSuccess && all.length === 0 && <EmptyState title={empty} />}
          {all.length > 0 && (
            <>
              <ShipmentListRows
                shipments={rows}
                isSelected={selection.isSelected}
                onToggle={selection.toggle}
              />
              <div className={classes.footer}>
                <PaginationBar meta={meta} onPage={setPage} label="Shipments" noun="shipments" />
              </div>
            </>
          )}
        </>
      }
      map={
        <LazyShipmentsMap
          mode="cluster"
          shipments={shipments.data ? markers : undefined}
          onOpen={(id) => {
            params.search.dropPending();
            void navigate(`${pathTo('ShipmentDetailsView', { id })}${window.location.search}`);
          }}
        />
      }
    />
  );
}
