import { GEOFENCE_SCREEN_TEXTS, pathTo, type Account, type Geofence } from '@lodestar/contracts';
import { Anchor, Center, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { useNow } from '../../../hooks/use-now.ts';
import { useGeofenceEvents } from '../api/get-geofence-events.ts';
import { useGeofenceTrackers } from '../api/get-geofence-trackers.ts';

/** The trackers inside the geofence now, each linking to its details (see get-geofence-trackers.ts). */
export function TrackersInside({ account, geofence }: { account: Account; geofence: Geofence }) {
  const inside = useGeofenceTrackers(account.id, geofence.id);
  const now = useNow();
  const listed = inside.data ?? [];
  // the list is exact and refreshed on its own; the geofence's count until it has loaded
  const count = inside.data?.length ?? geofence.devices_count;
  return (
    <Stack gap={4} component="section" aria-label="Trackers inside now">
      <Title order={2} size="h5">
        Trackers inside now ({count})
      </Title>
      {inside.isPending && <Loader size="sm" aria-label="Loading trackers inside" />}
      {inside.isError && (
        <Text size="sm" c="red">
          The trackers inside could not be loaded.
        </Text>
      )}
      {inside.isSuccess && listed.length === 0 && (
        <Text size="sm" c="dimmed">
          No trackers are inside this geofence.
        </Text>
      )}
      {listed.length > 0 && (
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {listed.map((d) => (
            <li key={d.id}>
              <Anchor component={Link} to={pathTo('DeviceDetailsView', { id: d.id })} size="sm">
                {d.name}
              </Anchor>
              {d.current_position && (
                <Text span size="xs" c="dimmed">
                  {' '}
                  last report <RelativeTime iso={d.current_position.timestamp} now={now} />
                </Text>
              )}
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

/** The geofence's entries and exits, newest first, 5 a page (spec 1 §9 event list page size). */
export function GeofenceEvents({ account, geofence }: { account: Account; geofence: Geofence }) {
  const [page, setPage] = useState(1);
  const events = useGeofenceEvents(account.id, geofence.id, page);
  const now = useNow();
  return (
    <Stack gap={4} component="section" aria-label="Recent events">
      <Title order={2} size="h5">
        Recent events
      </Title>
      {events.isPending && (
        <Center>
          <Loader size="sm" aria-label="Loading events" />
        </Center>
      )}
      {events.isError && (
        <Text size="sm" c="red">
          The events could not be loaded.
        </Text>
      )}
      {events.data && events.data.data.length === 0 && (
        <Text size="sm" c="dimmed">
          {GEOFENCE_SCREEN_TEXTS.noEvents}
        </Text>
      )}
      {events.data && events.data.data.length > 0 && (
        <Table striped withRowBorders={false} verticalSpacing={4} fz="sm">
          <Table.Tbody>
            {events.data.data.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td>
                  <Anchor component={Link} to={pathTo('DeviceDetailsView', { id: e.device_id })} size="sm">
                    {e.device_name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{e.event_type === 'geofence_enter' ? 'Entered' : 'Left'}</Table.Td>
                <Table.Td>
                  <RelativeTime iso={e.created_at} now={now} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {events.data && events.data.meta.total > 0 && (
        <PaginationBar
          meta={events.data.meta}
          onPage={setPage}
          label="Events"
          emptyText={null}
          noun="events"
        />
      )}
    </Stack>
  );
}
