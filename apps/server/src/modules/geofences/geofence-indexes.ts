import type { Db } from '../../db/database.ts';
import { geofenceArea } from './geofence-geometry.ts';
import { AccountGeofenceIndex } from './geofence-index.ts';
import { findGeofenceShapes } from './geofences.repository.ts';

interface Entry {
  index: AccountGeofenceIndex | null;
  loading: Promise<AccountGeofenceIndex>;
}

/**
 * Each account's geofence index, built on the first fix of the account and kept until its geofences change
 * (this instance's writes call `changed`; other instances' arrive through db/account-change-listener.ts). The ingest
 * pipeline reads it synchronously once built, so a fix costs no query.
 */
export class GeofenceIndexes {
  private readonly entries = new Map<number, Entry>();

  constructor(private readonly db: Db) {}

  /** The account's index if it is built, else undefined (then `load`). */
  peek(accountId: number): AccountGeofenceIndex | undefined {
    return this.entries.get(accountId)?.index ?? undefined;
  }

  /** The account's index, read from the database when not built yet (one query, shared by concurrent callers). */
  load(accountId: number): Promise<AccountGeofenceIndex> {
    const found = this.entries.get(accountId);
    if (found) return found.index ? Promise.resolve(found.index) : found.loading;
    const entry: Entry = { index: null, loading: null as never };
    entry.loading = findGeofenceShapes(this.db, accountId).then(
      (rows) => {
        const index = new AccountGeofenceIndex(
          rows.map((r) => geofenceArea(r.id, r.name, { ...r, geoJson: r.geoJson ?? null })),
        );
        // a change heard while reading dropped this entry: the next fix reads again
        if (this.entries.get(accountId) === entry) entry.index = index;
        return index;
      },
      (err: unknown) => {
        if (this.entries.get(accountId) === entry) this.entries.delete(accountId);
        throw err;
      },
    );
    this.entries.set(accountId, entry);
    return entry.loading;
  }

  /** The account's geofences changed: its index is read again for its next fix. */
  changed(accountId: number): void {
    this.entries.delete(accountId);
  }

  /** Every index is read again (after missing other instances' notices while not listening). */
  changedAll(): void {
    this.entries.clear();
  }
}
