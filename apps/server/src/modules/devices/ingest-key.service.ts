import type { IngestKeyResponse } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { generateIngestKey, INGEST_KEY_SEPARATOR } from '../../ingest/ingest-key.ts';
import type { TrackerDirectory } from '../../ingest/tracker-directory.ts';
import type { AccountAccess } from '../accounts/account-access.ts';
import { TRACKER_NOT_FOUND } from './devices.service.ts';
import { findIngestKey, updateIngestKey } from './tracker-settings.repository.ts';

export const ONLY_ADMINS_MANAGE_KEYS =
  'Only account administrators can see or change a tracker’s ingest key.';

/** The key is a secret that lets a device take its commands: account administrators only (decision 0027). */
function requireAdmin(access: AccountAccess) {
  if (access.role !== 'admin') throw forbidden(ONLY_ADMINS_MANAGE_KEYS);
}

async function answer(db: Db, deviceId: number): Promise<IngestKeyResponse> {
  const row = await findIngestKey(db, deviceId);
  if (!row) throw notFound(TRACKER_NOT_FOUND);
  return {
    device_id: deviceId,
    ingest_key: row.ingestKey,
    device_identifier: row.ingestKey ? `${row.serial}${INGEST_KEY_SEPARATOR}${row.ingestKey}` : row.serial,
  };
}

/** GET /devices/{id}/ingest-key. */
export async function getIngestKey(db: Db, access: AccountAccess, deviceId: number) {
  requireAdmin(access);
  return answer(db, deviceId);
}

/**
 * PUT /devices/{id}/ingest-key (`key` given, else a new random one) and DELETE (`key` null). This instance's
 * tracker cache forgets the tracker at once; other instances pick the change up within their cache's lifetime
 * (KNOWN_TRACKER_TTL_MS, 5 minutes).
 */
export async function setIngestKey(
  db: Db,
  trackers: TrackerDirectory,
  access: AccountAccess,
  deviceId: number,
  key: string | null | undefined,
): Promise<IngestKeyResponse> {
  requireAdmin(access);
  const row = await findIngestKey(db, deviceId);
  if (!row) throw notFound(TRACKER_NOT_FOUND);
  await updateIngestKey(db, deviceId, key === undefined ? generateIngestKey() : key);
  trackers.forget(row.serial);
  if (row.imei) trackers.forget(row.imei);
  return answer(db, deviceId);
}
