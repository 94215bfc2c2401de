import { SegmentedControl } from '@mantine/core';
import { useState, type CSSProperties, type ReactNode } from 'react';
import classes from './split-panes.module.css';

type Side = 'left' | 'map';

/**
 * The frame of the geofence and anchor screens (spec 1 §2.8): the list, form or wizard on the left, the map on the
 * right, and on phones a switch between them (`leftLabel` names the left side: List, Details, Form).
 */
export function SplitPanes({
  header,
  left,
  map,
  leftLabel,
  defaultSide = 'left',
  scrollLeft = true,
  leftBodyStyle,
  minHeight,
  mapCue = 0,
}: {
  header?: ReactNode;
  left: ReactNode;
  map: ReactNode;
  leftLabel: string;
  defaultSide?: Side;
  /** False when the left pane scrolls itself (a virtualised list). */
  scrollLeft?: boolean;
  leftBodyStyle?: CSSProperties;
  minHeight?: number;
  /** A new number shows the map on phones (the anchor wizard's 'Place on the map'). */
  mapCue?: number;
}) {
  const [side, setSide] = useState<Side>(defaultSide);
  const [cueSeen, setCueSeen] = useState(mapCue);
  if (cueSeen !== mapCue) {
    setCueSeen(mapCue);
    setSide('map');
  }
  return (
    <div className={classes.screen} style={minHeight ? { minHeight } : undefined}>
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
          <div
            className={classes.leftBody}
            style={{ ...(scrollLeft ? {} : { overflow: 'hidden' }), ...leftBodyStyle }}
          >
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
