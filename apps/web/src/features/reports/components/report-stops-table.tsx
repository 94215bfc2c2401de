import { REPORT_TEXTS, type Stop } from '@lodestar/contracts';
import { Table, Text } from '@mantine/core';
import { formatDateTime } from '../../../components/date-format.ts';
import { durationText, placeText } from '../utils/report-figures.ts';

/** The period's stops (spec 2 §3): arrival, departure, how long, where. */
export function ReportStopsTable({ stops }: { stops: readonly Stop[] }) {
  if (stops.length === 0) return <Text c="dimmed">{REPORT_TEXTS.noStops}</Text>;
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table striped verticalSpacing={6} aria-label="Stops">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Arrival</Table.Th>
            <Table.Th>Departure</Table.Th>
            <Table.Th>Duration</Table.Th>
            <Table.Th>Address</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stops.map((stop) => (
            <Table.Tr key={stop.start_time}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(stop.start_time)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(stop.end_time)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{durationText(stop.duration_seconds)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {placeText(stop.address, stop.location)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
