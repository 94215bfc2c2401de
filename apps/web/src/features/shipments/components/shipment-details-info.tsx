import { pathTo, TIMING, type Shipment } from '@lodestar/contracts';
import { shipmentEndShown } from '@lodestar/domain';
import { Anchor, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type ReactNode } from 'react';
import { ShipmentStatusBadge } from './shipment-status-badge.tsx';
import { formatDateTime } from '../../../components/date-format.ts';

/** Spec 2 §9: the 'Copied!' toast stays 800 ms; the button says Copied for 2 s. */
const COPY_TOAST_MS = 800;

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');
const notifyLabel = (hours: number) =>
  hours === 0 ? 'No notification' : `${hours} hour${hours === 1 ? '' : 's'} before end time`;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

/** The public tracking link and its Copy button (spec 2 §8: on a non-secure page only a console error). */
function PublicLink({ uuid }: { uuid: string }) {
  const [copied, setCopied] = useState(false);
  const url = `${window.location.origin}${pathTo('ShipmentTrackView', { uuid })}`;
  const copy = async () => {
    if (!window.isSecureContext || !navigator.clipboard) {
      console.error('Connection is not secure');
      return;
    }
    await navigator.clipboard.writeText(url);
    notifications.show({ color: 'green', message: 'Copied!', autoClose: COPY_TOAST_MS });
    setCopied(true);
    setTimeout(() => setCopied(false), TIMING.copiedLabel);
  };
  return (
    <Group gap="xs" wrap="nowrap">
      <Anchor href={url} target="_blank" rel="noreferrer" size="sm" truncate style={{ flex: 1, minWidth: 0 }}>
        {url}
      </Anchor>
      <Button size="compact-xs" variant="light" onClick={() => void copy()} style={{ flexShrink: 0 }}>
        {copied ? 'Copied' : 'Copy'}
      </Button>
    </Group>
  );
}

/** The Info section of a shipment's details (spec 2 §2, §3). */
export function ShipmentDetailsInfo({ shipment }: { shipment: Shipment }) {
  const end = shipmentEndShown(shipment);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
        <Field label="Name">{shipment.name}</Field>
        <Field label="Status">
          <ShipmentStatusBadge status={shipment.status} />
        </Field>
        <Field label="Carrier">{shipment.carrier || '—'}</Field>
        <Field label="Tracker">{shipment.device?.name ?? shipment.tracker_name}</Field>
        <Field label="Start">{when(shipment.start_at)}</Field>
        <Field label="End">{when(shipment.end_at)}</Field>
        <Field label={end.label}>{when(end.at)}</Field>
        <Field label="Notify">{notifyLabel(shipment.notify_at)}</Field>
        <Field label="From">{shipment.from_geofence?.name ?? shipment.from_address.name}</Field>
        <Field label="To">{shipment.to_geofence?.name ?? shipment.to_address.name}</Field>
        <Field label="E-mails">{shipment.notification_emails.join(', ') || '—'}</Field>
        <Field label="Phones">{shipment.notification_phone_numbers.join(', ') || '—'}</Field>
      </SimpleGrid>
      <Field label="Public tracking link">
        <PublicLink uuid={shipment.uuid} />
      </Field>
    </Stack>
  );
}
