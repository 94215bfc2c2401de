import { TIMING, TRACKER_DETAILS_TEXTS, type DeviceDetails } from '@lodestar/contracts';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';

/** Shows 'This tracker has no reported positions' for 3 seconds once per opened tracker (spec 1 §2.6, §9). */
export function useNoPositionWarning(tracker: DeviceDetails | undefined): void {
  const trackerId = tracker?.id;
  const hasNoPosition = tracker !== undefined && tracker.current_position === null;
  useEffect(() => {
    if (!hasNoPosition || trackerId === undefined) return;
    const id = `no-position-${trackerId}`;
    notifications.show({
      id,
      color: 'yellow',
      message: TRACKER_DETAILS_TEXTS.noPositions,
      autoClose: TIMING.noPositionWarning,
    });
  }, [hasNoPosition, trackerId]);
}
