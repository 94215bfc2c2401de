import type { Account, Device } from '@lodestar/contracts';
import { isTrackerRowClickable } from '@lodestar/domain';
import { useNow } from '../../../hooks/use-now.ts';
import classes from './tracker-list.module.css';
import { TrackerRow } from './tracker-row.tsx';
import { TrackersEmpty } from './trackers-empty.tsx';

/**
 * The rows of the tracker list, in the order the server sends them. A plain list for now; the later list
 * issue swaps the <ul> for a virtualised one, which the fixed row height allows.
 */
export function TrackerList({ trackers, account }: { trackers: readonly Device[]; account: Account | null }) {
  const now = useNow();
  if (trackers.length === 0) return <TrackersEmpty />;
  return (
    <ul className={classes.list} aria-label="Trackers">
      {trackers.map((tracker) => (
        <TrackerRow
          key={tracker.id}
          tracker={tracker}
          clickable={isTrackerRowClickable(tracker.status, account)}
          now={now}
        />
      ))}
    </ul>
  );
}
