import {
  TRACKER_EVENT_LABELS,
  TRACKER_EVENT_TEXTS,
  TRACKER_SECTION_TITLES,
  type TrackerEvent,
} from '@lodestar/contracts';
import { Badge, Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { messageOf } from '../../../api/api-error.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useTrackerEvents } from '../api/get-tracker-events.ts';
import { useEventRange } from '../hooks/use-event-range.ts';
import { DetailsSection } from './details-section.tsx';
import { formatDateTime } from '../../../components/date-format.ts';

function EventItem({ event }: { event: TrackerEvent }) {
  return (
    <li data-testid="tracker-event">
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Badge
          size="sm"
          variant="light"
          color={event.event_type === 'sos' || event.event_type === 'tamper_alert' ? 'red' : 'orange'}
        >
          {TRACKER_EVENT_LABELS[event.event_type]}
        </Badge>
        <Text size="xs" c="dimmed">
          <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time>
        </Text>
      </Group>
      <Text size="sm">{event.description}</Text>
    </li>
  );
}

/** The Events section (spec 1 §2.6): the tracker's events, newest first, 5 a page, or 'No events yet'. */
export function EventsSection({ deviceId }: { deviceId: number }) {
  const range = useEventRange();
  const [page, setPage] = useState(1);
  // a new period starts again on its first page (adjusting state while rendering, as React recommends)
  const [rangeSeen, setRangeSeen] = useState(range);
  if (rangeSeen !== range) {
    setRangeSeen(range);
    setPage(1);
  }
  const events = useTrackerEvents(deviceId, page, range);

  let body;
  if (events.isPending) body = <Loader size="sm" aria-label="Loading events" />;
  else if (events.isError)
    body = (
      <Text size="sm" c="red">
        {messageOf(events.error, TRACKER_EVENT_TEXTS.loadFailed)}
      </Text>
    );
  else if (events.data.data.length === 0) body = <EmptyState title={TRACKER_EVENT_TEXTS.empty} />;
  else
    body = (
      <Stack gap="sm">
        <Stack
          component="ol"
          gap="xs"
          aria-label="Events"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {events.data.data.map((event) => (
            <EventItem key={event.id} event={event} />
          ))}
        </Stack>
        {events.data.meta.last_page > 1 && (
          <Pagination
            size="sm"
            siblings={1}
            total={events.data.meta.last_page}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          />
        )}
      </Stack>
    );

  return <DetailsSection title={TRACKER_SECTION_TITLES.events}>{body}</DetailsSection>;
}
