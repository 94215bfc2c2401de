import { pathTo, type Shipment } from '@lodestar/contracts';
import { shipmentEndShown } from '@lodestar/domain';
import { Checkbox, Group, Text } from '@mantine/core';
import { memo } from 'react';
import { Link, useLocation } from 'react-router';
import { ShipmentStatusBadge } from './shipment-status-badge.tsx';
import classes from './shipments.module.css';
import { formatDateTime } from '../../../components/date-format.ts';

const when = (iso: string) => formatDateTime(iso);

/** An end's name: its geofence's name, else the address's label. */
export function placeName(shipment: Shipment, end: 'from' | 'to'): string {
  return shipment[`${end}_geofence`]?.name ?? shipment[`${end}_address`].name;
}

const ShipmentRow = memo(function ShipmentRow({
  shipment,
  selected,
  onToggle,
  search,
}: {
  shipment: Shipment;
  selected: boolean;
  onToggle: (id: number) => void;
  search: string;
}) {
  const end = shipmentEndShown(shipment);
  const route = `${placeName(shipment, 'from')} → ${placeName(shipment, 'to')}`;
  return (
    <li className={classes.row} data-selected={selected}>
      <Checkbox
        mt={4}
        aria-label={`Select ${shipment.name}`}
        checked={selected}
        onChange={() => onToggle(shipment.id)}
      />
      <Link
        className={classes.rowLink}
        to={`${pathTo('ShipmentDetailsView', { id: shipment.id })}${search}`}
        aria-label={shipment.name}
      >
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text className={classes.rowName} truncate>
            {shipment.name}
          </Text>
          <ShipmentStatusBadge status={shipment.status} />
        </Group>
        <Text size="sm" c="dimmed" truncate>
          {shipment.device?.name ?? shipment.tracker_name}
        </Text>
        <Text size="sm" truncate title={route}>
          {route}
        </Text>
        <Text size="xs" c="dimmed">
          Start {when(shipment.start_at)} · {end.label} {when(end.at)}
        </Text>
      </Link>
    </li>
  );
});

/** A page of the shipment list: each row with its checkbox for the bulk actions, and a link to its details. */
export function ShipmentListRows({
  shipments,
  isSelected,
  onToggle,
}: {
  shipments: readonly Shipment[];
  isSelected: (id: number) => boolean;
  onToggle: (id: number) => void;
}) {
  // the details' back bar returns to the list with its search (spec 2 §2)
  const { search } = useLocation();
  return (
    <ul className={classes.list} aria-label="Shipments">
      {shipments.map((s) => (
        <ShipmentRow
          key={s.id}
          shipment={s}
          selected={isSelected(s.id)}
          onToggle={onToggle}
          search={search}
        />
      ))}
    </ul>
  );
}
