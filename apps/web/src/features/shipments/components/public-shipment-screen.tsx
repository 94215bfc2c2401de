import { SHIPMENT_TEXTS, type PublicShipment, type ShipmentStatus } from '@lodestar/contracts';
import { shipmentEndShown, shipmentMarkerColour } from '@lodestar/domain';
import {
  Badge,
  Box,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { PublicLinkNotFound } from '../../../components/public-link-not-found.tsx';
import { usePublicLoadFailureToast } from '../../../hooks/use-public-load-failure-toast.ts';
import { LazyShipmentsMap } from '../../../map/lazy-shipments-map.tsx';
import { usePublicShipment } from '../api/get-public-shipment.ts';
import { PublicShipmentEvents } from './public-shipment-events.tsx';
import { publicShipmentRoute } from './public-shipment-route.ts';
import { publicTime } from './public-shipment-time.ts';

/** Spec 2 §8, §9: a public page's load failure stays on screen this long. */
export const PUBLIC_PAGE_ERROR_TOAST = 15_000;

/** Spec 2 §2: the badge shows only for these, in their markers' colours (spec 2 §4). */
const BADGE_STATUSES: readonly ShipmentStatus[] = ['Completed', 'Running Late', 'Completed Late'];

/**
 * ShipmentTrackView (spec 2 §2): the page a dispatcher sends a customer, opened by uuid without signing in. It
 * shows this shipment only: where it goes, its times, its path since it began on a map, and its events; it
 * follows the shipment as it moves (reloaded with the auto-refresh interval).
 */
export function PublicShipmentScreen() {
  const uuid = useParams().uuid ?? '';
  const shipment = usePublicShipment(uuid);
  const { error, errorUpdatedAt } = shipment;
  const notFound = error instanceof ApiError && error.status === 404;

  usePublicLoadFailureToast({
    error,
    errorUpdatedAt,
    notFound,
    fallback: 'The shipment could not be loaded. Please try again later.',
    autoClose: PUBLIC_PAGE_ERROR_TOAST,
  });

  if (notFound)
    return (
      <PublicLinkNotFound
        title={SHIPMENT_TEXTS.publicNotFound}
        hint="The shipment may no longer be shared, or the link was copied only in part. Ask the sender for a new link."
      />
    );
  if (!shipment.data)
    return (
      <Center mih="60dvh">
        {shipment.isError ? (
          <Text c="dimmed">The shipment could not be loaded.</Text>
        ) : (
          <Loader aria-label="Loading shipment" />
        )}
      </Center>
    );
  return <PublicShipmentView shipment={shipment.data} />;
}

/** An end as people name it: the geofence's name and its address, or the custom address alone. */
function placeLabel(shipment: PublicShipment, end: 'from' | 'to'): string {
  const geofence = shipment[`${end}_geofence`];
  const address = shipment[`${end}_address`].name;
  return geofence && geofence.name !== address ? `${geofence.name} (${address})` : address;
}

export function PublicShipmentView({ shipment }: { shipment: PublicShipment }) {
  const badge = BADGE_STATUSES.includes(shipment.status);
  const end = shipmentEndShown(shipment);
  const route = useMemo(() => publicShipmentRoute(shipment), [shipment]);
  const rows: [string, string][] = [
    ['Tracker', shipment.device?.name ?? shipment.tracker_name],
    ...(shipment.carrier ? [['Carrier', shipment.carrier] as [string, string]] : []),
    ['From', placeLabel(shipment, 'from')],
    ['To', placeLabel(shipment, 'to')],
    ['Start', publicTime(shipment.start_at)],
    ['Scheduled End', publicTime(shipment.end_at)],
    [end.label, publicTime(end.at)],
  ];
  return (
    <Box p={{ base: 'xs', sm: 'md' }} maw={1280} mx="auto" w="100%">
      <Stack gap="md">
        <BrandLogo height={32} />
        <Group gap="sm" wrap="wrap">
          <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {shipment.name}
          </Title>
          {badge && (
            <Badge
              color={shipmentMarkerColour(shipment.status)}
              variant="filled"
              aria-label={`Status: ${shipment.status}`}
            >
              {shipment.status}
            </Badge>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Stack gap="md">
            <Paper withBorder radius="md" p="sm">
              <Table variant="vertical" layout="fixed" aria-label="Shipment">
                <Table.Tbody>
                  {rows.map(([label, value]) => (
                    <Table.Tr key={label}>
                      <Table.Th w={130}>{label}</Table.Th>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Paper>
            <Paper withBorder radius="md" p="sm">
              <PublicShipmentEvents events={shipment.events ?? []} />
            </Paper>
          </Stack>
          <Paper
            withBorder
            radius="md"
            pos="relative"
            h={{ base: 320, md: 560 }}
            style={{ overflow: 'hidden' }}
            aria-label="Map"
          >
            <LazyShipmentsMap mode="single" route={route} />
          </Paper>
        </SimpleGrid>
      </Stack>
    </Box>
  );
}
