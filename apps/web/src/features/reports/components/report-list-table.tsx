import type { Report } from '@lodestar/contracts';
import { Table } from '@mantine/core';
import { formatDateTime } from '../../../components/date-format.ts';
import { periodText } from './report-period.ts';
import { ReportPublicSwitch } from './report-public-switch.tsx';
import { ReportRowActions } from './report-row-actions.tsx';

/** The tracker's name of a listed report (include=device); a report whose tracker is gone keeps its id. */
const trackerOf = (report: Report) => report.device?.name ?? `Tracker ${report.device_id}`;

/**
 * The reports of one page (spec 2 §2): tracker, period, created, the public switch with its link, and the
 * row's actions. Scrolls sideways on a phone rather than squeezing the columns.
 */
export function ReportListTable({ reports }: { reports: readonly Report[] }) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm" aria-label="Reports" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Tracker</Table.Th>
            <Table.Th>Period</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Public</Table.Th>
            <Table.Th ta="right">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {reports.map((report) => {
            const tracker = trackerOf(report);
            return (
              <Table.Tr key={report.id} data-testid="report-row">
                <Table.Td fw={500}>{tracker}</Table.Td>
                <Table.Td>{periodText(report)}</Table.Td>
                <Table.Td>{formatDateTime(report.created_at)}</Table.Td>
                <Table.Td maw={320}>
                  <ReportPublicSwitch report={report} trackerName={tracker} compact />
                </Table.Td>
                <Table.Td>
                  <ReportRowActions report={report} trackerName={tracker} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
