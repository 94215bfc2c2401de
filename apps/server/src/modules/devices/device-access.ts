import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { resolveAccountAccess, type AccountAccess } from '../accounts/account-access.ts';
import { findDeviceAccountId } from './device-details.repository.ts';
import { TRACKER_NOT_FOUND } from './devices.service.ts';

/**
 * Access to a tracker named without its account (GET /devices/{id}): the tracker's account decides, through the
 * same account access as every /accounts/{id} call. Refusals become 404 so the answer never tells a stranger
 * that the tracker exists.
 */
export async function accessToDevice(
  db: Db,
  request: FastifyRequest,
  deviceId: number,
): Promise<AccountAccess> {
  const accountId = await findDeviceAccountId(db, deviceId);
  if (accountId === undefined) throw notFound(TRACKER_NOT_FOUND);
  try {
    return await resolveAccountAccess(db, request, accountId);
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 403) throw notFound(TRACKER_NOT_FOUND);
    throw err;
  }
}
