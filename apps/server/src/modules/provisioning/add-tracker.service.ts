import type { AddedTracker, AddTrackerRequest, UnknownTrackerSighting } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { forbidden, notFound, unprocessable } from '../../http/errors.ts';
import { generateIngestKey } from '../../ingest/ingest-key.ts';
import type { TrackerDirectory } from '../../ingest/tracker-directory.ts';
import type { AccountAccess } from '../accounts/account-access.ts';
import {
  findTakenIdentifiers,
  findUnknownTrackers,
  insertTrackers,
  listModels,
  type NewTracker,
} from './provisioning.repository.ts';
import { trackerConnection } from './tracker-connection.ts';

export const ONLY_ADMINS_ADD = 'Only account administrators can add trackers.';
/** Says the identifier is taken without saying where: another account's trackers stay private. */
export const IDENTIFIER_TAKEN =
  'This identifier is already registered to a tracker. Check it on the device; if the tracker is yours, contact support.';

export interface ConnectionConfig {
  PUBLIC_URL: string;
  OSMAND_PORT: number;
}

export const requireAdmin = (access: AccountAccess) => {
  if (access.role !== 'admin') throw forbidden(ONLY_ADMINS_ADD);
};

export const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: unknown } | undefined;
  return e?.code === '23505' || (e?.cause !== undefined && isUniqueViolation(e.cause));
};

export const sightingDto = (row: {
  identifier: string;
  protocol: string;
  firstSeenAt: Date;
  lastSeenAt: Date;
  reportCount: number;
  lastLatitude: number | null;
  lastLongitude: number | null;
}): UnknownTrackerSighting => ({
  identifier: row.identifier,
  protocol: row.protocol,
  first_seen_at: row.firstSeenAt.toISOString(),
  last_seen_at: row.lastSeenAt.toISOString(),
  report_count: row.reportCount,
  last_latitude: row.lastLatitude,
  last_longitude: row.lastLongitude,
});

/** Whether the identifier has been reporting without a tracker (the add form shows it before claiming). */
export async function findSighting(db: Db, access: AccountAccess, identifier: string) {
  requireAdmin(access);
  const [row] = await findUnknownTrackers(db, [identifier.trim()]);
  if (!row) throw notFound('Nothing has reported with this identifier yet.');
  return sightingDto(row);
}

/**
 * POST /accounts/{id}/devices: creates the tracker and tells how to connect it. The ingest directory forgets the
 * identifiers, so the very next report is accepted on this instance; other instances ask again within
 * UNKNOWN_TRACKER_TTL_MS (10 s), as they remember a miss no longer.
 */
export async function addTracker(
  db: Db,
  trackers: TrackerDirectory,
  config: ConnectionConfig,
  access: AccountAccess,
  input: AddTrackerRequest,
): Promise<AddedTracker> {
  requireAdmin(access);
  const models = await listModels(db);
  if (!models.some((m) => m.id === input.model_id))
    throw unprocessable('Choose one of the listed models.', {
      model_id: ['Choose one of the listed models.'],
    });
  const imei = input.imei ?? null;
  if (imei === input.serial)
    throw unprocessable('The IMEI and the identifier are the same.', {
      imei: ['Leave the IMEI empty when the identifier is the IMEI.'],
    });
  const taken = await findTakenIdentifiers(db, imei ? [input.serial, imei] : [input.serial]);
  const errors: Record<string, string[]> = {};
  if (taken.has(input.serial)) errors.serial = [IDENTIFIER_TAKEN];
  if (imei && taken.has(imei)) errors.imei = [IDENTIFIER_TAKEN];
  if (Object.keys(errors).length) throw unprocessable(IDENTIFIER_TAKEN, errors);
  const tracker: NewTracker = {
    accountId: access.accountId,
    modelId: input.model_id,
    name: input.name,
    serial: input.serial,
    imei,
    iccid: input.iccid ?? null,
    ingestKey: input.with_ingest_key ? generateIngestKey() : null,
  };
  const sightings = await findUnknownTrackers(db, imei ? [input.serial, imei] : [input.serial]);
  let deviceId: number;
  try {
    [deviceId] = (await insertTrackers(db, [tracker])) as [number];
  } catch (error) {
    // another add of the same identifier won the race
    if (isUniqueViolation(error)) throw unprocessable(IDENTIFIER_TAKEN, { serial: [IDENTIFIER_TAKEN] });
    throw error;
  }
  trackers.forget(input.serial);
  if (imei) trackers.forget(imei);
  return {
    device_id: deviceId,
    account_id: access.accountId,
    name: input.name,
    serial: input.serial,
    connection: trackerConnection(config, input.serial, tracker.ingestKey ?? null),
    claimed: sightings[0] ? sightingDto(sightings[0]) : null,
  };
}
