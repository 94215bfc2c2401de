import type { DwellGeofence } from '@lodestar/contracts';
import { Table, VisuallyHidden } from '@mantine/core';
import { DWELL_FIELD_COLUMNS, DwellRow } from './dwell-row.tsx';

/** The dwell table (spec 2 §2, §3): one row per geofence, its figures for the period and its editable counts. */
export function DwellTable({
  accountId,
  period,
  geofences,
}: {
  accountId: number;
  period: number;
  geofences: readonly DwellGeofence[];
}) {
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table aria-label="Dwell by geofence" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <VisuallyHidden>Trackers inside</VisuallyHidden>
            </Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Address</Table.Th>
            <Table.Th>Trackers</Table.Th>
            <Table.Th>Avg. Dwell (days)</Table.Th>
            <Table.Th>% of Allowance</Table.Th>
            <Table.Th>Exceeding</Table.Th>
            <Table.Th>{DWELL_FIELD_COLUMNS.allowable_dwell_days}</Table.Th>
            <Table.Th>{DWELL_FIELD_COLUMNS.min_assets}</Table.Th>
            <Table.Th>{DWELL_FIELD_COLUMNS.max_assets}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {geofences.map((geofence) => (
            <DwellRow key={geofence.id} accountId={accountId} period={period} geofence={geofence} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
