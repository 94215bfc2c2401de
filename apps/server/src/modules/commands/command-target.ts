import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { canSeeDevice, type AccountAccess } from '../accounts/account-access.ts';
import { TRACKER_NOT_FOUND } from '../devices/devices.service.ts';
import { findCommandTarget } from './commands.repository.ts';

/** The tracker a command or dialog call names, if the access may see it; 404 otherwise (never a hint it exists). */
export async function visibleCommandTarget(db: Db, access: AccountAccess, deviceId: number) {
  const target = await findCommandTarget(db, deviceId);
  if (!target || target.accountId !== access.accountId || !canSeeDevice(access, deviceId)) {
    throw notFound(TRACKER_NOT_FOUND);
  }
  return target;
}
