import { SegmentedControl } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import classes from './geofences.module.css';

type Side = 'left' | 'map';

/**
 * The geofence screens' frame (spec 1 §2.8): the list or form on the left, the map on the right, and on phones
 * a switch between them (`leftLabel` names the left side: List, Details or Form).
 */
export function GeofencePanes({
  header,
  left,
  map,
  leftLabel,
  defaultSide = 'left',
  scrollLeft = true,
}: {
  header?: ReactNode;
  left: ReactNode;
  map: ReactNode;
  leftLabel: string;
  defaultSide?: Side;
  /** False when the left pane scrolls itself (the virtualised list). */
  scrollLeft?: boolean;
}) {
  const [side, setSide] = useState<Side>(defaultSide);
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
          <div className={classes.leftBody} style={scrollLeft ? undefined : { overflow: 'hidden' }}>
            {left}
          </div>
        </section>
        <section className={classes.mapPane} aria-label="Map">
          {map}
        </section>
      </div>
    </div>
  );
}
