import type { DwellColour, DwellGeofence } from '@lodestar/contracts';
import { dwellColour, dwellDays } from '@lodestar/domain';
import { ActionIcon, Table } from '@mantine/core';
import { useState } from 'react';
import { DWELL_EDITABLE_FIELDS } from '../api/update-dwell-field.ts';
import { useDwellCountEdit } from '../hooks/use-dwell-count-edit.ts';
import { DwellCountCell } from './dwell-count-cell.tsx';
import { DwellTrackers } from './dwell-trackers.tsx';

/** Row backgrounds by dwell colour (spec 2 §9); white rows keep the table's own background. */
const ROW_BACKGROUND: Record<DwellColour, string | undefined> = {
  green: 'var(--mantine-color-green-light)',
  yellow: 'var(--mantine-color-yellow-light)',
  red: 'var(--mantine-color-red-light)',
  white: undefined,
};

/** The editable counts' column names, for the boxes' accessible names. */
export const DWELL_FIELD_COLUMNS = {
  allowable_dwell_days: 'Allowable Dwell Days',
  min_assets: 'Min Assets',
  max_assets: 'Max Assets',
} as const;

export const DWELL_COLUMN_COUNT = 10;

const percentageText = (p: number | null) => (p === null ? '—' : `${p.toFixed(2)}%`);

/**
 * One geofence of the dwell table, coloured by its share of allowance, and its trackers under it when expanded
 * (the first cell's button, so the keyboard opens it as well as a click).
 */
export function DwellRow({
  accountId,
  period,
  geofence,
}: {
  accountId: number;
  period: number;
  geofence: DwellGeofence;
}) {
  const [expanded, setExpanded] = useState(false);
  const edit = useDwellCountEdit(accountId, geofence.id, period);
  const colour = dwellColour(geofence);
  const detailsId = `dwell-trackers-${geofence.id}`;
  return (
    <>
      <Table.Tr data-dwell-colour={colour} style={{ backgroundColor: ROW_BACKGROUND[colour] }}>
        <Table.Td>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-expanded={expanded}
            aria-controls={expanded ? detailsId : undefined}
            aria-label={`${expanded ? 'Hide' : 'Show'} trackers in ${geofence.name}`}
            onClick={() => setExpanded((open) => !open)}
          >
            <span aria-hidden>{expanded ? '▾' : '▸'}</span>
          </ActionIcon>
        </Table.Td>
        <Table.Td fw={600}>{geofence.name}</Table.Td>
        <Table.Td>{geofence.address}</Table.Td>
        <Table.Td>{geofence.devices_count}</Table.Td>
        <Table.Td>{dwellDays(geofence.avg_time)}</Table.Td>
        <Table.Td>{percentageText(geofence.average_dwell_time_percentage)}</Table.Td>
        <Table.Td>{geofence.assets_exceeding_dwell}</Table.Td>
        {DWELL_EDITABLE_FIELDS.map((field) => (
          <Table.Td key={field}>
            <DwellCountCell
              field={field}
              value={geofence[field]}
              label={`${DWELL_FIELD_COLUMNS[field]} of ${geofence.name}`}
              onCommit={edit}
            />
          </Table.Td>
        ))}
      </Table.Tr>
      {expanded && (
        <Table.Tr id={detailsId}>
          <Table.Td colSpan={DWELL_COLUMN_COUNT} pl="xl">
            <DwellTrackers accountId={accountId} geofenceId={geofence.id} geofenceName={geofence.name} />
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
