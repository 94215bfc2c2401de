import { pathTo, SHIPMENT_TEXTS, type Account, type Shipment } from '@lodestar/contracts';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Collapse,
  Group,
  Loader,
  Stack,
  Switch,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { SplitPanes } from '../../../components/split-panes.tsx';
import { useAutoRefresh } from '../../../hooks/use-auto-refresh.ts';
import { LazyShipmentsMap, preloadShipmentsMap } from '../../../map/lazy-shipments-map.tsx';
import { geofenceRing, type ShipmentPlace, type ShipmentRoute } from '../../../map/shipment-features.ts';
import { useDownloadShipmentPoints } from '../api/download-shipment-points.ts';
import { useShipment } from '../api/get-shipment.ts';
import { useLiveShipments } from '../hooks/use-live-shipments.ts';
import { useShipmentAccount } from '../hooks/use-shipment-account.ts';
import { ShipmentDetailsEvents } from './shipment-details-events.tsx';
import { ShipmentDetailsInfo } from './shipment-details-info.tsx';
import { ShipmentStatusBadge } from './shipment-status-badge.tsx';

/** One end of the shipment for the map: its geofence's outline, or the address's point. */
function placeOf(shipment: Shipment, end: 'from' | 'to'): ShipmentPlace {
  const geofence = shipment[`${end}_geofence`];
  if (geofence)
    return { name: geofence.name, lat: geofence.lat, lng: geofence.lng, ring: geofenceRing(geofence) };
  const address = shipment[`${end}_address`];
  return { name: address.name, lat: address.lat, lng: address.lng, ring: null };
}

/** What the details map draws of a shipment (spec 2 §2): its ends, its path from the start, its tracker now. */
export function routeOf(shipment: Shipment): ShipmentRoute {
  const at = shipment.current_position?.location;
  return {
    from: placeOf(shipment, 'from'),
    to: placeOf(shipment, 'to'),
    path: (shipment.path ?? []).map((p) => p.location),
    current: at ? { lng: at[0], lat: at[1] } : null,
    status: shipment.status,
  };
}

/** ShipmentDetailsView (spec 2 §2): back bar, Info, Edit, auto-refresh, 'Download these points', events, map. */
export function ShipmentDetailsScreen() {
  const account = useShipmentAccount();
  const id = Number(useParams().id);
  const shipment = useShipment(account?.id ?? 0, id);
  preloadShipmentsMap();
  const route = useMemo(() => (shipment.data ? routeOf(shipment.data) : undefined), [shipment.data]);
  if (!account) return null;
  return (
    <SplitPanes
      leftLabel="Details"
      left={
        shipment.data ? (
          <Details account={account} shipment={shipment.data} refetch={() => void shipment.refetch()} />
        ) : shipment.isError ? (
          <Alert color="red" m="md">
            The shipment could not be loaded.
          </Alert>
        ) : (
          <Center py="xl">
            <Loader aria-label="Loading shipment" />
          </Center>
        )
      }
      map={<LazyShipmentsMap mode="single" route={route} />}
    />
  );
}

function Details({
  account,
  shipment,
  refetch,
}: {
  account: Account;
  shipment: Shipment;
  refetch: () => void;
}) {
  const { search } = useLocation();
  const [infoOpen, setInfoOpen] = useState(true);
  const [autoRefresh, setAutoRefresh] = useAutoRefresh('shipment.autoRefresh', refetch);
  const download = useDownloadShipmentPoints(account.id);
  useLiveShipments(account.id);
  return (
    <Stack gap="md" p="md">
      <Anchor component={Link} to={`${pathTo('ShipmentListView')}${search}`} size="sm">
        ← All Shipments
      </Anchor>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Title order={1} size="h3" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {shipment.name}
        </Title>
        <ShipmentStatusBadge status={shipment.status} />
      </Group>
      <Group gap="xs">
        <Button component={Link} to={pathTo('ShipmentEditView', { id: shipment.id })} size="xs">
          Edit
        </Button>
        <Button
          size="xs"
          variant="default"
          loading={download.pending}
          onClick={() => download.start(shipment.id)}
        >
          Download these points
        </Button>
        <Switch
          size="xs"
          label="Auto-refresh"
          checked={autoRefresh}
          onChange={(event) => setAutoRefresh(event.currentTarget.checked)}
        />
      </Group>
      {/* spec 2 §8's empty state for the points: nothing reported between the start and the end (or now) */}
      {(shipment.path ?? []).length === 0 && (
        <Text size="sm" c="dimmed">
          {SHIPMENT_TEXTS.noAddresses}
        </Text>
      )}
      <section aria-label="Info">
        <UnstyledButton onClick={() => setInfoOpen((open) => !open)} aria-expanded={infoOpen} mb="xs">
          <Title order={2} size="h5">
            {infoOpen ? '▾' : '▸'} Info
          </Title>
        </UnstyledButton>
        <Collapse expanded={infoOpen}>
          <ShipmentDetailsInfo shipment={shipment} />
        </Collapse>
      </section>
      <section aria-label="Events">
        <Title order={2} size="h5" mb="xs">
          Events
        </Title>
        <ShipmentDetailsEvents events={shipment.events ?? []} />
      </section>
    </Stack>
  );
}
