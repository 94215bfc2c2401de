import { REPORT_TEXTS, type PageMeta, type ReportPosition } from '@lodestar/contracts';
import { Stack, Table, Text } from '@mantine/core';
import { formatDateTime } from '../../../components/date-format.ts';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { accuracyText, FIX_LABELS, mphText, placeText } from '../utils/report-figures.ts';

interface ReportPositionsTableProps {
  positions: readonly ReportPosition[];
  meta: PageMeta;
  onPage: (page: number) => void;
}

/** One page of the period's positions (spec 2 §3): time in the browser's zone, place, mph, fix, battery, accuracy. */
export function ReportPositionsTable({ positions, meta, onPage }: ReportPositionsTableProps) {
  if (meta.total === 0) return <Text c="dimmed">{REPORT_TEXTS.noPositions}</Text>;
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={720}>
        <Table striped verticalSpacing={6} aria-label="Positions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Time</Table.Th>
              <Table.Th>Address</Table.Th>
              <Table.Th>Speed</Table.Th>
              <Table.Th>Fix</Table.Th>
              <Table.Th>Battery</Table.Th>
              <Table.Th>Accuracy</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {positions.map((p) => (
              <Table.Tr key={`${p.timestamp}/${p.location.join(',')}`}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(p.timestamp)}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{placeText(p.address, p.location)}</Table.Td>
                <Table.Td>{mphText(p.speed)}</Table.Td>
                <Table.Td>{FIX_LABELS[p.fix]}</Table.Td>
                <Table.Td>{p.battery == null ? '—' : `${Math.round(p.battery)}%`}</Table.Td>
                <Table.Td>{accuracyText(p.accuracy)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <PaginationBar meta={meta} onPage={onPage} label="Positions" noun="positions" />
    </Stack>
  );
}
