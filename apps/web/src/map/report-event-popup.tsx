import { Stack, Text } from '@mantine/core';
import type { Feature, Point } from 'geojson';
import { formatDateTime } from '../components/date-format.ts';
import { MapPopup } from './map-popup.tsx';
import type { ReportEventFeatureProperties } from './report-event-features.ts';

/** An event marker's popup: what happened and when. */
export function ReportEventPopup({
  event,
  onClose,
}: {
  event: Feature<Point, ReportEventFeatureProperties>;
  onClose: () => void;
}) {
  const [longitude, latitude] = event.geometry.coordinates as [number, number];
  const { label, description, created_at } = event.properties;
  return (
    <MapPopup longitude={longitude} latitude={latitude} offset={10} closeOnClick={false} onClose={onClose}>
      <Stack gap={2} role="dialog" aria-label="Event" pr="md" maw={260}>
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="sm">{description}</Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(created_at)}
        </Text>
      </Stack>
    </MapPopup>
  );
}
