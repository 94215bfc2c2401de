import type { GeofenceIndexes } from '../modules/geofences/geofence-indexes.ts';
import type { AccountGeofenceIndex } from '../modules/geofences/geofence-index.ts';
import type { NewPosition } from '../modules/positions/new-position.ts';

/**
 * The geofence stage of the ingest pipeline (DESIGN.md: evaluate geofences with the in-memory index per account):
 * judges a fix against its account's geofences before the batch is written, so positions.is_inside_geofences is
 * written by the batch statement itself and the entry/exit detection after the write needs no geometry and no
 * query. Reads the database only to build an account's index (its first fix, or the first after a change).
 */
export class GeofenceStage {
  constructor(
    private readonly indexes: GeofenceIndexes,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** Judges the fix at once when the account's index is built (the usual case), else once it is read. */
  judge(accountId: number, position: NewPosition): Promise<void> | undefined {
    const index = this.indexes.peek(accountId);
    if (index) {
      judgeBy(index, position);
      return undefined;
    }
    return this.indexes.load(accountId).then(
      (loaded) => judgeBy(loaded, position),
      // the fix is stored unjudged (its tracker's state unchanged) rather than refused over geofences
      (err: unknown) => this.onError(err),
    );
  }
}

function judgeBy(index: AccountGeofenceIndex, position: NewPosition): void {
  // no geofences, no open visits (deleting a geofence deletes its visits): nothing to judge or detect
  if (!index.size) return;
  const { pointInside, geofences } = index.judge(position.latitude, position.longitude, position.accuracy);
  position.isInsideGeofences = pointInside;
  // a fix placed at the last known position (no coordinates of its own) says nothing about where the tracker is
  if (position.valid) position.geofences = geofences;
}
