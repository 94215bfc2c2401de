import type { Db } from '../../db/database.ts';
import { AccountCache } from '../accounts/account-cache.ts';
import { geofenceArea } from './geofence-geometry.ts';
import { AccountGeofenceIndex } from './geofence-index.ts';
import { findGeofenceShapes } from './geofences.repository.ts';

/**
 * Each account's geofence index, built on the first fix of the account and kept until its geofences change
 * (AccountCache). The ingest pipeline reads it synchronously once built, so a fix costs no query.
 */
export class GeofenceIndexes extends AccountCache<AccountGeofenceIndex> {
  constructor(db: Db) {
    super(async (accountId) => {
      const rows = await findGeofenceShapes(db, accountId);
      return new AccountGeofenceIndex(
        rows.map((r) => geofenceArea(r.id, r.name, { ...r, geoJson: r.geoJson ?? null })),
      );
    });
  }
}
