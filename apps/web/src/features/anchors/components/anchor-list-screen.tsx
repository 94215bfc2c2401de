import { ANCHOR_TEXTS, pathTo, TIMING, type Account, type Anchor } from '@lodestar/contracts';
import { Alert, Button, Center, CloseButton, Group, Loader, Stack, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { useSearchParam } from '../../../hooks/use-search-param.ts';
import type { AnchorMapTarget } from '../../../map/anchors-map.tsx';
import { LazyAnchorsMap } from '../../../map/lazy-anchors-map.tsx';
import { useDeleteAnchor } from '../api/delete-anchor.ts';
import { useAnchors } from '../api/get-anchors.ts';
import { useMapAnchors } from '../api/get-map-anchors.ts';
import { showAnchorFailure, showAnchorSuccess } from '../hooks/anchor-toasts.ts';
import { useAnchorAccess } from '../hooks/use-anchor-access.ts';
import { AnchorPanes } from './anchor-panes.tsx';
import { AnchorRow } from './anchor-row.tsx';
import { AnchorTabs } from './anchor-tabs.tsx';
import classes from './anchors.module.css';

/** The 'BLE Anchors' tab of the geofence screens (AnchorListView, spec 1 §2.8). The guard lets only BLE accounts in. */
export function AnchorListScreen() {
  const { account, canEdit } = useAnchorAccess();
  if (!account) return null;
  return <AnchorList account={account} canEdit={canEdit} />;
}

let flights = 0;

function AnchorList({ account, canEdit }: { account: Account; canEdit: boolean }) {
  const search = useSearchParam(TIMING.otherSearchDebounce);
  const [page, setPage] = useState(1);
  const [pageOf, setPageOf] = useState(search.search);
  // a new search starts on its first page (adjusted while rendering, so no request for a stale page goes out)
  if (pageOf !== search.search) {
    setPageOf(search.search);
    setPage(1);
  }
  const anchors = useAnchors(account.id, { query: search.search, page });
  const mapAnchors = useMapAnchors(account.id);
  const deleting = useDeleteAnchor(account.id);
  const [target, setTarget] = useState<AnchorMapTarget | null>(null);

  const show = (anchor: Pick<Anchor, 'lat' | 'lng'>) =>
    setTarget({ lat: anchor.lat, lng: anchor.lng, seq: ++flights });

  const remove = (anchor: Anchor) =>
    modals.openConfirmModal({
      title: ANCHOR_TEXTS.deleteQuestion,
      children: anchor.name,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        deleting.mutate(anchor.id, {
          onSuccess: () => showAnchorSuccess(ANCHOR_TEXTS.deleted),
          onError: (error) => showAnchorFailure(error, ANCHOR_TEXTS.deleteFailed),
        }),
    });

  const rows = anchors.data?.data ?? [];
  const empty = anchors.data !== undefined && anchors.data.meta.total === 0;

  const header = (
    <Stack gap="sm">
      <AnchorTabs />
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h3">
          {ANCHOR_TEXTS.tab}
        </Title>
        {canEdit && (
          <Button size="sm" component={Link} to={pathTo('AnchorCreateView')}>
            {ANCHOR_TEXTS.addAnchor}
          </Button>
        )}
      </Group>
      <TextInput
        placeholder={ANCHOR_TEXTS.searchPlaceholder}
        aria-label="Search anchors"
        value={search.text}
        onChange={(event) => search.change(event.currentTarget.value)}
        rightSection={
          search.text !== '' ? (
            <CloseButton size="sm" aria-label="Clear search" onClick={() => search.change('')} />
          ) : null
        }
      />
    </Stack>
  );

  const list = (
    <Stack gap="sm">
      {anchors.isPending && (
        <Center py="xl">
          <Loader aria-label="Loading anchors" />
        </Center>
      )}
      {anchors.isError && <Alert color="red">The anchors could not be loaded.</Alert>}
      {empty && search.search === '' && (
        <EmptyState title={ANCHOR_TEXTS.emptyTitle} body={ANCHOR_TEXTS.emptyBody} />
      )}
      {empty && search.search !== '' && (
        <EmptyState
          title={`No anchors found: ${search.search}`}
          body="Try part of a name, serial or address."
        />
      )}
      {rows.length > 0 && (
        <ul className={classes.list} aria-label="Anchors">
          {rows.map((anchor) => (
            <AnchorRow
              key={anchor.id}
              anchor={anchor}
              onShow={show}
              onDelete={canEdit ? remove : undefined}
            />
          ))}
        </ul>
      )}
      {anchors.data && (
        <PaginationBar meta={anchors.data.meta} onPage={setPage} label="Anchors" emptyText={null} noun="" />
      )}
    </Stack>
  );

  return (
    <AnchorPanes
      leftLabel="List"
      header={header}
      left={list}
      map={
        <LazyAnchorsMap
          anchors={mapAnchors.data ?? []}
          fitOnLoad
          target={target}
          onAnchorClick={(id) => {
            const anchor = mapAnchors.data?.find((a) => a.id === id);
            if (anchor) show(anchor);
          }}
        />
      }
    />
  );
}
