import { batteryBadge, trackerStatusBadge } from '@lodestar/domain';
import type { Device } from '@lodestar/contracts';
import { Badge } from '@mantine/core';

/** The battery level in its colour (spec 1 §4); nothing when the tracker never reported one. */
export function BatteryBadge({ percent }: { percent: number | null | undefined }) {
  const badge = batteryBadge(percent);
  if (!badge) return null;
  return (
    <Badge color={badge.colour} variant="light" size="sm" aria-label={`Battery ${badge.label}`}>
      {badge.label}
    </Badge>
  );
}

/** 'Pending Renewal', 'Provisioned', 'No Data' and the other subscription badges of a row (spec 1 §4). */
export function TrackerStatusBadge({ tracker }: { tracker: Pick<Device, 'status' | 'current_position'> }) {
  const badge = trackerStatusBadge(tracker);
  if (!badge) return null;
  return (
    <Badge color={badge.colour} variant={badge.colour === 'red' ? 'filled' : 'light'} size="sm">
      {badge.label}
    </Badge>
  );
}
