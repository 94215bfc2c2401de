import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { canManage, canSeeDevice, type AccountAccess } from '../accounts/account-access.ts';
import { parseRouteId } from '../accounts/route-id.ts';
import { accessToDevice } from './device-access.ts';
import { TRACKER_NOT_FOUND } from './devices.service.ts';

/** The tracker id in a /devices/{id}/... path; 404 for anything that is not a tracker id. */
export function trackerIdOf(value: string): number {
  const id = parseRouteId(value);
  if (id === null) throw notFound(TRACKER_NOT_FOUND);
  return id;
}

/**
 * Access to a tracker the caller must be able to see (/devices/{id}/... calls): a tracker of an account they are
 * not in, or one a devices-role member was not given, is 404 like GET /devices/{id}.
 */
export async function visibleTrackerAccess(
  db: Db,
  request: FastifyRequest,
  deviceId: number,
): Promise<AccountAccess> {
  const access = await accessToDevice(db, request, deviceId);
  if (!canSeeDevice(access, deviceId)) throw notFound(TRACKER_NOT_FOUND);
  return access;
}

/** Tracker settings (name, note, access, SLAs) are for admin and all; a devices-role member only looks. */
export function requireTrackerManager(access: AccountAccess): void {
  if (!canManage(access)) throw forbidden();
}
