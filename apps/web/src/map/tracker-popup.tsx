import { Stack, Text } from '@mantine/core';
import { Popup } from '@vis.gl/react-maplibre';
import type { Feature, Point } from 'geojson';
import { RelativeTime } from '../components/relative-time.tsx';
import { fixNotice } from './fix-notice.ts';
import type { TrackerFeatureProperties } from './tracker-features.ts';

interface TrackerPopupProps {
  feature: Feature<Point, TrackerFeatureProperties>;
  now: number;
  onClose: () => void;
}

/** A tracker's popup: name, address, last report, and a warning when the position is not a GPS fix (spec 1 §2.5). */
export function TrackerPopup({ feature, now, onClose }: TrackerPopupProps) {
  const [longitude, latitude] = feature.geometry.coordinates as [number, number];
  const { name, address, timestamp, fix } = feature.properties;
  const notice = fixNotice(fix);
  return (
    <Popup
      longitude={longitude}
      latitude={latitude}
      offset={14}
      closeOnClick={false}
      onClose={onClose}
      maxWidth="280px"
    >
      <Stack gap={4} role="dialog" aria-label={name} pr="md">
        <Text fw={700} size="sm">
          {name}
        </Text>
        {address && <Text size="sm">{address}</Text>}
        <Text size="xs" c="dimmed">
          Last report <RelativeTime iso={timestamp} now={now} />
        </Text>
        {notice && (
          <Text size="xs" c="orange.8">
            {notice}
          </Text>
        )}
      </Stack>
    </Popup>
  );
}
