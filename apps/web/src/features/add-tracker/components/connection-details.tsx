import type { AddedTracker } from '@lodestar/contracts';
import { pathTo } from '@lodestar/contracts';
import { Alert, Anchor, Code, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useFirstFix } from '../api/add-tracker-api.ts';
import { TrackerQrCode } from './tracker-qr-code.tsx';
import { formatDateTime } from '../../../components/date-format.ts';

/** How to connect the tracker just added, and its first report as it arrives. */
export function ConnectionDetails({ added }: { added: AddedTracker }) {
  const { connection } = added;
  return (
    <Stack gap="md">
      <Alert color="green" title={`${added.name} was added`}>
        {added.claimed
          ? `This identifier had already reported ${added.claimed.report_count} times; its next report appears on the map.`
          : 'Set up the tracker as below; its first report appears here.'}
      </Alert>
      <Title order={2} size="h3">
        Connect the tracker
      </Title>
      <Group align="flex-start" gap="xl" wrap="wrap">
        <Table withRowBorders={false} w="auto" aria-label="Connection settings">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th>Server URL (Traccar Client)</Table.Th>
              <Table.Td>
                <Code data-testid="server-url">{connection.server_url}</Code>
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Server address (OsmAnd devices)</Table.Th>
              <Table.Td>
                <Code data-testid="server-host">{connection.host}</Code>
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Port</Table.Th>
              <Table.Td>
                {connection.osmand_port ? (
                  <Code data-testid="server-port">{connection.osmand_port}</Code>
                ) : (
                  <Text size="sm">The OsmAnd port is off on this server: use the server URL.</Text>
                )}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Device identifier</Table.Th>
              <Table.Td>
                <Code data-testid="device-identifier">{connection.device_identifier}</Code>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Stack gap={4} align="center">
          <TrackerQrCode text={connection.qr_text} />
          <Text size="xs" c="dimmed" maw={220} ta="center">
            In Traccar Client, scan this code to set the server URL and the identifier.
          </Text>
        </Stack>
      </Group>
      <FirstFixWatch added={added} />
    </Stack>
  );
}

function FirstFixWatch({ added }: { added: AddedTracker }) {
  const tracker = useFirstFix(added.account_id, added.device_id);
  const position = tracker.data?.current_position;
  const link = (
    <Anchor component={Link} to={pathTo('DeviceDetailsView', { id: added.device_id })}>
      Open {added.name}
    </Anchor>
  );
  if (!position)
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm">Waiting for the first report…</Text>
        {link}
      </Group>
    );
  const [lng, lat] = position.location;
  return (
    <Alert color="teal" title="First fix received" role="status">
      <Stack gap={4}>
        <Text size="sm">
          {formatDateTime(position.timestamp)} at {position.address ?? `${lat.toFixed(5)}, ${lng.toFixed(5)}`}
        </Text>
        {link}
      </Stack>
    </Alert>
  );
}
