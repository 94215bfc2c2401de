import { HISTORY_TEXTS } from '@lodestar/contracts';
import { Stack, Text } from '@mantine/core';
import type { Feature, Point } from 'geojson';
import type { StopFeatureProperties } from './history-features.ts';
import { MapPopup } from './map-popup.tsx';
import { stopDuration } from './stop-duration.ts';
import { formatDateTime } from '../components/date-format.ts';

/** A stop's popup: when it started and ended, how long it lasted and where (spec 1 §2.5). */
export function StopPopup({
  stop,
  onClose,
}: {
  stop: Feature<Point, StopFeatureProperties>;
  onClose: () => void;
}) {
  const [longitude, latitude] = stop.geometry.coordinates as [number, number];
  const { start_time, end_time, duration_seconds, address } = stop.properties;
  const row = (label: string, value: string) => (
    <Text size="sm">
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {value}
    </Text>
  );
  return (
    <MapPopup longitude={longitude} latitude={latitude} offset={12} closeOnClick={false} onClose={onClose}>
      <Stack gap={2} role="dialog" aria-label="Stop" pr="md">
        {row(HISTORY_TEXTS.stopStart, formatDateTime(start_time))}
        {row(HISTORY_TEXTS.stopEnd, formatDateTime(end_time))}
        {row(HISTORY_TEXTS.stopDuration, stopDuration(duration_seconds))}
        {address && row(HISTORY_TEXTS.stopAddress, address)}
      </Stack>
    </MapPopup>
  );
}
