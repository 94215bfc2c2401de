import { Stack, Text } from '@mantine/core';
import type { Device } from '@lodestar/contracts';
import { RelativeTime } from '../components/relative-time.tsx';
import { fixNotice } from './fix-notice.ts';
import { MapPopup } from './map-popup.tsx';

interface TrackerPopupProps {
  /** A tracker with a current position. */
  device: Device;
  now: number;
  onClose: () => void;
}

/** A tracker's popup: name, address, last report, and a warning when the position is not a GPS fix (spec 1 §2.5). */
export function TrackerPopup({ device, now, onClose }: TrackerPopupProps) {
  const { name, current_position: position } = device;
  if (!position) return null;
  const [longitude, latitude] = position.location;
  const { address, timestamp, fix } = position;
  const notice = fixNotice(fix);
  return (
    <MapPopup
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
    </MapPopup>
  );
}
