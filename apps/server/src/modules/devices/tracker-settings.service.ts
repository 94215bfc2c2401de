import {
  TRACKER_SETTINGS_TEXTS,
  type DeviceDetails,
  type DeviceUser,
  type NetworkStatus,
  type TrackerUsersRequest,
} from '@lodestar/contracts';
import { isReportOverdue } from '@lodestar/domain';
import type { Db } from '../../db/database.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import type { AccountAccess } from '../accounts/account-access.ts';
import { findDeviceUsers } from './device-details.repository.ts';
import { getDeviceDetails, TRACKER_NOT_FOUND } from './devices.service.ts';
import { requireTrackerManager } from './tracker-access.ts';
import {
  findMemberRoles,
  findReportTiming,
  replaceTrackerUsers,
  updateTracker,
} from './tracker-settings.repository.ts';

/** PUT /devices/{id}: the tracker's name and/or note (admin and all); answers the updated details. */
export async function updateTrackerNotes(
  db: Db,
  access: AccountAccess,
  deviceId: number,
  fields: { name?: string; note?: string | null },
): Promise<DeviceDetails> {
  requireTrackerManager(access);
  await updateTracker(db, deviceId, fields);
  return getDeviceDetails(db, access, deviceId);
}

/**
 * PUT /devices/{id}/users: exactly these people are given the tracker (admin and all). Everyone named must be a
 * member of the tracker's account (422 otherwise). Grants are stored for devices-role members only: admins and
 * 'all' members see every tracker anyway, and a stored grant would quietly apply if their role changed later.
 */
export async function replaceUsersWithAccess(
  db: Db,
  access: AccountAccess,
  deviceId: number,
  body: TrackerUsersRequest,
): Promise<DeviceUser[]> {
  requireTrackerManager(access);
  const wanted = [...new Set(body.users)];
  const roles = await findMemberRoles(db, access.accountId, wanted);
  const errors: Record<string, string[]> = {};
  body.users.forEach((id, i) => {
    if (!roles.has(id)) errors[`users.${i}`] = [`User ${id} ${TRACKER_SETTINGS_TEXTS.notAccountMember}`];
  });
  if (Object.keys(errors).length) throw unprocessable(Object.values(errors)[0]![0]!, errors);
  await replaceTrackerUsers(
    db,
    deviceId,
    wanted.filter((id) => roles.get(id) === 'devices'),
  );
  return findDeviceUsers(db, deviceId, access.accountId);
}

/** GET /devices/{id}/network-status: connected while the last report is within the model's interval. */
export async function networkStatusOf(db: Db, deviceId: number, now = new Date()): Promise<NetworkStatus> {
  const timing = await findReportTiming(db, deviceId);
  if (!timing) throw notFound(TRACKER_NOT_FOUND);
  const { fixTime, expectedReportMinutes } = timing;
  // the marker's 'Missed last report' rule, so the map and tracker details never disagree
  const last = fixTime && {
    timestamp: fixTime.toISOString(),
    last_movement_time: null,
    is_inside_geofences: false,
  };
  const connected = last !== null && !isReportOverdue(last, expectedReportMinutes, now);
  return {
    device_id: deviceId,
    connected,
    status: connected ? TRACKER_SETTINGS_TEXTS.connected : TRACKER_SETTINGS_TEXTS.notConnected,
    last_report_time: fixTime?.toISOString() ?? null,
    expected_report_minutes: expectedReportMinutes,
    next_report_due: fixTime
      ? new Date(fixTime.getTime() + expectedReportMinutes * 60_000).toISOString()
      : null,
    fix: timing.fix,
  };
}
