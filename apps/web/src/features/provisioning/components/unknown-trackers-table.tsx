import { pathTo } from '@lodestar/contracts';
import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useUnknownTrackers } from '../api/provisioning-api.ts';
import { formatDateTime } from '../../../components/date-format.ts';

/** Identifiers that keep reporting without a tracker; 'Add' opens the add form with the identifier typed in. */
export function UnknownTrackersTable() {
  const unknown = useUnknownTrackers();
  const rows = unknown.data ?? [];
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        Unknown identifiers reporting
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {unknown.isPending ? 'Loading…' : 'No unknown identifier has reported lately.'}
        </Text>
      ) : (
        <Table striped aria-label="Unknown identifiers reporting">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Identifier</Table.Th>
              <Table.Th>Protocol</Table.Th>
              <Table.Th>Reports</Table.Th>
              <Table.Th>First seen</Table.Th>
              <Table.Th>Last seen</Table.Th>
              <Table.Th>Last position</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((u) => (
              <Table.Tr key={u.identifier}>
                <Table.Td>{u.identifier}</Table.Td>
                <Table.Td>{u.protocol}</Table.Td>
                <Table.Td>{u.report_count}</Table.Td>
                <Table.Td>{formatDateTime(u.first_seen_at)}</Table.Td>
                <Table.Td>{formatDateTime(u.last_seen_at)}</Table.Td>
                <Table.Td>
                  {u.last_latitude !== null && u.last_longitude !== null
                    ? `${u.last_latitude.toFixed(5)}, ${u.last_longitude.toFixed(5)}`
                    : ''}
                </Table.Td>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={`${pathTo('AddTrackerView', {})}?serial=${encodeURIComponent(u.identifier)}`}
                  >
                    Add
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
