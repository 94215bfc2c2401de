import { SegmentedControl } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import classes from './anchors.module.css';

type Side = 'left' | 'map';

/**
 * The anchor screens' frame (spec 1 §2.8): the list or the wizard on the left, the map on the right, and on
 * phones a switch between them. The geofence screens have the same frame of their own: features do not import
 * each other.
 */
export function AnchorPanes({
  header,
  left,
  map,
  leftLabel,
  mapCue = 0,
}: {
  header?: ReactNode;
  left: ReactNode;
  map: ReactNode;
  leftLabel: string;
  /** A new number shows the map on phones (the wizard's 'Place on the map'). */
  mapCue?: number;
}) {
  const [side, setSide] = useState<Side>('left');
  const [cueSeen, setCueSeen] = useState(mapCue);
  if (cueSeen !== mapCue) {
    setCueSeen(mapCue);
    setSide('map');
  }
  return (
    <div className={classes.screen}>
      <div className={classes.panes} data-tab={side}>
        <div className={classes.toggle}>
          <SegmentedControl
            fullWidth
            aria-label="Show"
            data={[
              { value: 'left', label: leftLabel },
              { value: 'map', label: 'Map' },
            ]}
            value={side}
            onChange={(value) => setSide(value as Side)}
          />
        </div>
        <section className={classes.leftPane} aria-label={leftLabel}>
          {header && <div className={classes.leftHeader}>{header}</div>}
          <div className={classes.leftBody}>{left}</div>
        </section>
        <section className={classes.mapPane} aria-label="Map">
          {map}
        </section>
      </div>
    </div>
  );
}
