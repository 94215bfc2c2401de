import { GEOFENCE_SCREEN_TEXTS, pathTo, TIMING, type Account, type Geofence } from '@lodestar/contracts';
import { Alert, Button, Center, CloseButton, Group, Loader, Stack, TextInput, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useSearchParam } from '../../../hooks/use-search-param.ts';
import { LazyGeofencesMap, preloadGeofencesMap } from '../../../map/geofence-map-lazy.tsx';
import { useGeofences } from '../api/get-geofences.ts';
import { useGeofenceAccess } from '../hooks/use-geofence-access.ts';
import { GeofenceList } from './geofence-list.tsx';
import { GeofencePanes } from './geofence-panes.tsx';
import { GeofenceTabs } from './geofence-tabs.tsx';

const NONE: Geofence[] = [];

/** Name or address containing the text, any case. */
function matching(geofences: readonly Geofence[], search: string): readonly Geofence[] {
  if (!search) return geofences;
  const term = search.toLowerCase();
  return geofences.filter(
    (g) => g.name.toLowerCase().includes(term) || g.address.toLowerCase().includes(term),
  );
}

/** The geofence list (GeofenceListView, spec 1 §2.8) with the map in cluster mode. */
export function GeofenceListScreen() {
  const access = useGeofenceAccess();
  if (!access.account) return null;
  return <GeofenceListView account={access.account} canManage={access.canManage} ble={access.ble} />;
}

function GeofenceListView({
  account,
  canManage,
  ble,
}: {
  account: Account;
  canManage: boolean;
  ble: boolean;
}) {
  const navigate = useNavigate();
  const search = useSearchParam(TIMING.otherSearchDebounce);
  const geofences = useGeofences(account.id);
  // the map chunk downloads beside the list
  preloadGeofencesMap();
  const all = geofences.data ?? NONE;
  const shown = useMemo(() => matching(all, search.search), [all, search.search]);
  const createPath = pathTo('GeofenceCreateView');

  const empty =
    geofences.isSuccess && all.length === 0 ? (
      <Stack gap={0} align="center">
        <EmptyState title={GEOFENCE_SCREEN_TEXTS.emptyTitle} body={GEOFENCE_SCREEN_TEXTS.emptyBody} />
        {canManage && (
          <Button component={Link} to={createPath} variant="light">
            {GEOFENCE_SCREEN_TEXTS.newGeofence}
          </Button>
        )}
      </Stack>
    ) : geofences.isSuccess ? (
      <EmptyState
        title={`${GEOFENCE_SCREEN_TEXTS.notFoundPrefix} ${search.search}`}
        body="Try another part of the name or address."
      />
    ) : null;

  return (
    <GeofencePanes
      leftLabel="List"
      scrollLeft={false}
      header={
        <Stack gap="xs">
          <GeofenceTabs showAnchors={ble} />
          <Group justify="space-between" wrap="nowrap">
            <Title order={1} size="h3">
              Geofences
            </Title>
            {canManage && (
              <Button component={Link} to={createPath} size="sm">
                {GEOFENCE_SCREEN_TEXTS.newGeofence}
              </Button>
            )}
          </Group>
          <TextInput
            placeholder={GEOFENCE_SCREEN_TEXTS.searchPlaceholder}
            aria-label="Search geofences"
            value={search.text}
            onChange={(event) => search.change(event.currentTarget.value)}
            rightSection={
              search.text !== '' ? (
                <CloseButton size="sm" aria-label="Clear search" onClick={() => search.change('')} />
              ) : null
            }
          />
        </Stack>
      }
      left={
        <>
          {geofences.isPending && (
            <Center py="xl">
              <Loader aria-label="Loading geofences" />
            </Center>
          )}
          {geofences.isError && (
            <Alert color="red" m="md">
              The geofences could not be loaded.
            </Alert>
          )}
          {!geofences.isPending && <GeofenceList geofences={shown} empty={empty} />}
        </>
      }
      map={
        // the map starts while the list downloads; the geofences go into it, all at once, when they arrive
        <LazyGeofencesMap
          mode="cluster"
          geofences={geofences.isSuccess ? shown : undefined}
          onOpen={(id) => {
            search.dropPending();
            void navigate(pathTo('GeofenceDetailsView', { id }));
          }}
        />
      }
    />
  );
}
