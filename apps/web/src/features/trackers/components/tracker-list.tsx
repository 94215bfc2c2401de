import type { Account, Device } from '@lodestar/contracts';
import { isTrackerRowClickable } from '@lodestar/domain';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type ReactNode } from 'react';
import { useNow } from '../../../hooks/use-now.ts';
import classes from './tracker-list.module.css';
import { TrackerRow } from './tracker-row.tsx';

/** Default tracker list item size (spec 1 §9); the rows' CSS height matches it. */
export const TRACKER_ROW_HEIGHT = 98;
/** Rows rendered beyond the visible ones, so a quick scroll does not show blank space. */
const OVERSCAN = 8;
/**
 * Up to this many trackers every row stays in the page: a family or a small fleet keeps the browser's
 * find-in-page and screen-reader browsing of the whole list, at the cost of at most 200 memoised rows.
 * Larger fleets render only the rows in view.
 */
const RENDER_ALL_UP_TO = 200;

interface TrackerListProps {
  trackers: readonly Device[];
  account: Account | null;
  checked: ReadonlySet<number>;
  onToggle: (id: number) => void;
  /** Shown instead of rows when there are none. */
  empty: ReactNode;
}

/**
 * The rows of the tracker list, virtualised: beyond 200 trackers only the rows in view (plus a few) are in the
 * page, so 10,000 trackers cost as much as 20. The list is not paged; it scrolls inside its pane.
 */
export function TrackerList({ trackers, account, checked, onToggle, empty }: TrackerListProps) {
  const now = useNow();
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: trackers.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => TRACKER_ROW_HEIGHT,
    overscan: trackers.length <= RENDER_ALL_UP_TO ? trackers.length : OVERSCAN,
    // no getItemKey: a new one per live batch would make the virtualizer re-measure all 10,000 rows each
    // time; index keys are enough because rows are memoised on their props
  });

  return (
    <div ref={scroller} className={classes.scroller}>
      {trackers.length === 0 ? (
        empty
      ) : (
        <ul className={classes.list} aria-label="Trackers" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const tracker = trackers[item.index]!;
            return (
              <TrackerRow
                key={item.key}
                tracker={tracker}
                clickable={isTrackerRowClickable(tracker.status, account)}
                checked={checked.has(tracker.id)}
                onToggle={onToggle}
                top={item.start}
                now={now}
              />
            );
          })}
        </ul>
      )}
    </div>
  );
}
