import { pathTo, type Geofence } from '@lodestar/contracts';
import { Badge, Group, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { insideLabel, shapeLabel, shortAddress } from '../utils/geofence-describe.ts';
import classes from './geofences.module.css';

const ROW_HEIGHT = 84;
/** Up to this many geofences every row stays in the page (find-in-page, screen readers); beyond, only those in view. */
const RENDER_ALL_UP_TO = 200;

const GeofenceRow = memo(function GeofenceRow({ geofence, top }: { geofence: Geofence; top: number }) {
  return (
    <li className={classes.row} style={{ transform: `translateY(${top}px)` }}>
      <Link
        className={classes.rowLink}
        to={pathTo('GeofenceDetailsView', { id: geofence.id })}
        aria-label={geofence.name}
      >
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} truncate>
            {geofence.name}
          </Text>
          <Badge variant="light" color={geofence.devices_count ? 'green' : 'gray'} style={{ flexShrink: 0 }}>
            {insideLabel(geofence.devices_count)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" truncate title={geofence.address}>
          {shortAddress(geofence.address)}
        </Text>
        <Text size="xs" c="dimmed">
          {shapeLabel(geofence)}
        </Text>
      </Link>
    </li>
  );
});

/** The geofences, virtualised: 10,000 cost as much as the 10 in view. Each row links to the details. */
export function GeofenceList({ geofences, empty }: { geofences: readonly Geofence[]; empty: ReactNode }) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: geofences.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: geofences.length <= RENDER_ALL_UP_TO ? geofences.length : 8,
  });
  return (
    <div ref={scroller} className={classes.scroller}>
      {geofences.length === 0 ? (
        empty
      ) : (
        <ul className={classes.list} aria-label="Geofences" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => (
            <GeofenceRow key={item.key} geofence={geofences[item.index]!} top={item.start} />
          ))}
        </ul>
      )}
    </div>
  );
}
