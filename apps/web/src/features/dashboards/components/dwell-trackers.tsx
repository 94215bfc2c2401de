import type { DwellDevice } from '@lodestar/contracts';
import { Center, Loader, Table, Text } from '@mantine/core';
import { formatDateTime } from '../../../components/date-format.ts';
import { DWELL_TEXTS } from '@lodestar/contracts';
import { useDwellDevices } from '../api/get-dwell-devices.ts';

/** What the expanded row has: still loading, failed, or the trackers inside. */
export type DwellTrackersState = 'loading' | 'failed' | readonly DwellDevice[];

/** The trackers inside a geofence now (spec 2 §3 dwell device rows), or why they are not shown. */
export function DwellTrackersView({
  state,
  geofenceName,
}: {
  state: DwellTrackersState;
  geofenceName: string;
}) {
  if (state === 'loading')
    return (
      <Center py="sm">
        <Loader size="sm" aria-label={`Loading trackers in ${geofenceName}`} />
      </Center>
    );
  if (state === 'failed')
    return (
      <Text c="red" size="sm" role="alert" py="xs">
        {DWELL_TEXTS.devicesFailed}
      </Text>
    );
  if (state.length === 0)
    return (
      <Text c="dimmed" size="sm" py="xs">
        No trackers are inside this geofence now.
      </Text>
    );
  return (
    <Table aria-label={`Trackers in ${geofenceName}`} withRowBorders={false} verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Tracker</Table.Th>
          <Table.Th>Groups</Table.Th>
          <Table.Th>Entered At</Table.Th>
          <Table.Th>Days Since Entry</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {state.map((row) => (
          <Table.Tr key={row.device.id}>
            <Table.Td>{row.device.name}</Table.Td>
            <Table.Td>{row.device.groups.map((g) => g.name).join(', ') || '—'}</Table.Td>
            <Table.Td>{formatDateTime(row.entered_at)}</Table.Td>
            <Table.Td>{row.days_spent_since_entry.toFixed(2)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The expanded row's content: loads the geofence's trackers when the row opens. */
export function DwellTrackers({
  accountId,
  geofenceId,
  geofenceName,
}: {
  accountId: number;
  geofenceId: number;
  geofenceName: string;
}) {
  const devices = useDwellDevices(accountId, geofenceId);
  const state: DwellTrackersState = devices.isError ? 'failed' : (devices.data ?? 'loading');
  return <DwellTrackersView state={state} geofenceName={geofenceName} />;
}
