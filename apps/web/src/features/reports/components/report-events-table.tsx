import { REPORT_TEXTS, TRACKER_EVENT_LABELS, type ReportEvent } from '@lodestar/contracts';
import { Table, Text } from '@mantine/core';
import { formatDateTime } from '../../../components/date-format.ts';

/** The period's events (spec 2 §3): when, what kind, and the event's own sentence. */
export function ReportEventsTable({ events }: { events: readonly ReportEvent[] }) {
  if (events.length === 0) return <Text c="dimmed">{REPORT_TEXTS.noEvents}</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing={6} aria-label="Events">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Time</Table.Th>
            <Table.Th>Event</Table.Th>
            <Table.Th>Description</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Table.Tr key={event.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(event.created_at)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{TRACKER_EVENT_LABELS[event.event_type]}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{event.description}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
