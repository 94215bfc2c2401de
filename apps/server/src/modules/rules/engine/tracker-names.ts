import type { Db } from '../../../db/database.ts';
import { findTrackerNames } from './firing-details.repository.ts';

/** A name is read again after this: a renamed tracker meets tracker_name conditions by its new name within it. */
export const NAME_TTL_MS = 60_000;

/**
 * Tracker names for tracker_name conditions on fixes, kept a minute: a rule naming trackers would otherwise read
 * every reporting tracker's name a few times a second. Names not kept (or stale) are read in one query.
 */
export class TrackerNames {
  private readonly names = new Map<number, { name: string; at: number }>();

  constructor(private readonly db: Db) {}

  async of(deviceIds: Iterable<number>, now = Date.now()): Promise<Map<number, string>> {
    const found = new Map<number, string>();
    const missing: number[] = [];
    for (const id of deviceIds) {
      const kept = this.names.get(id);
      if (kept && now - kept.at < NAME_TTL_MS) found.set(id, kept.name);
      else missing.push(id);
    }
    if (missing.length) {
      for (const [id, name] of await findTrackerNames(this.db, missing)) {
        this.names.set(id, { name, at: now });
        found.set(id, name);
      }
    }
    return found;
  }

  clear(): void {
    this.names.clear();
  }
}
