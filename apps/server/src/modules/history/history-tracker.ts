import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { canSeeDevice, type AccountAccess } from '../accounts/account-access.ts';
import { TRACKER_NOT_FOUND } from '../devices/devices.service.ts';
import { findAccountTrackers } from './history.repository.ts';

/** A tracker whose history is asked for. */
export interface HistoryTracker {
  id: number;
  name: string;
  serial: string;
  imei: string | null;
}

/**
 * The tracker named in a history path, if the caller may see it: in the account and, for the devices role,
 * granted. Anything else is 404, as for tracker details, so the answer never tells that a tracker exists.
 */
export async function visibleTracker(
  db: Db,
  access: AccountAccess,
  deviceId: number,
): Promise<HistoryTracker> {
  if (!canSeeDevice(access, deviceId)) throw notFound(TRACKER_NOT_FOUND);
  const [tracker] = await findAccountTrackers(db, access.accountId, [deviceId]);
  if (!tracker) throw notFound(TRACKER_NOT_FOUND);
  return tracker;
}

/**
 * The trackers among `deviceIds` the caller may see, in the order asked, each once. Others (another account's,
 * not granted, unknown) are left out rather than refused, as current-positions and reports do: a map selection
 * that went stale still shows what it can, and nothing about the rest.
 */
export async function visibleTrackers(
  db: Db,
  access: AccountAccess,
  deviceIds: number[],
): Promise<HistoryTracker[]> {
  const wanted = [...new Set(deviceIds)].filter((id) => canSeeDevice(access, id));
  const found = new Map((await findAccountTrackers(db, access.accountId, wanted)).map((t) => [t.id, t]));
  return wanted.flatMap((id) => found.get(id) ?? []);
}
