import { SHIPMENT_TEXTS, type ShipmentEvent } from '@lodestar/contracts';
import { Text } from '@mantine/core';
import classes from './shipments.module.css';
import { formatDateTime } from '../../../components/date-format.ts';

/** A shipment's events, newest first, at the user's time (spec 2 §2; 'No events yet' when none). */
export function ShipmentDetailsEvents({ events }: { events: readonly ShipmentEvent[] }) {
  if (events.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {SHIPMENT_TEXTS.noEvents}
      </Text>
    );
  const newestFirst = [...events].sort((a, b) => Date.parse(b.event_at) - Date.parse(a.event_at));
  return (
    <ul className={classes.events} aria-label="Shipment events">
      {newestFirst.map((e) => (
        <li key={e.id}>
          <Text size="xs" c="dimmed">
            <time dateTime={e.event_at}>{formatDateTime(e.event_at)}</time>
          </Text>
          <Text size="sm">{e.description}</Text>
        </li>
      ))}
    </ul>
  );
}
