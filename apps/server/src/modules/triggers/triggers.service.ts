import { TRACKER_SETTINGS_TEXTS, type SaveTriggersRequest, type TrackerTriggers } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { unprocessable } from '../../http/errors.ts';
import type { AccountAccess } from '../accounts/account-access.ts';
import { requireTrackerManager } from '../devices/tracker-access.ts';
import type { SlaBounds } from '../events/event-rules.ts';
import { findSensors, findTriggers, saveTriggers } from './triggers.repository.ts';

const toDto = (deviceId: number, b: SlaBounds | undefined): TrackerTriggers => ({
  device_id: deviceId,
  min_temperature: b?.minTemperature ?? null,
  max_temperature: b?.maxTemperature ?? null,
  min_humidity: b?.minHumidity ?? null,
  max_humidity: b?.maxHumidity ?? null,
});

/** GET /devices/{id}/triggers: the tracker's SLAs, all null when none were set. Anyone who sees the tracker. */
export async function getTrackerTriggers(db: Db, deviceId: number): Promise<TrackerTriggers> {
  return toDto(deviceId, (await findTriggers(db, [deviceId])).get(deviceId));
}

/**
 * POST /devices/{id}/triggers: replaces the tracker's SLAs (admin and all only). Only trackers whose model
 * measures temperature or humidity have SLAs; `saved` tells the event detector at once.
 */
export async function saveTrackerTriggers(
  db: Db,
  access: AccountAccess,
  deviceId: number,
  body: SaveTriggersRequest,
  saved: (bounds: SlaBounds) => void,
): Promise<TrackerTriggers> {
  requireTrackerManager(access);
  if (body.device_id !== undefined && body.device_id !== deviceId)
    throw unprocessable('The device_id does not match the tracker.', {
      device_id: ['must be the id of the tracker in the path'],
    });
  const sensors = await findSensors(db, deviceId);
  if (!sensors?.hasTemperature && !sensors?.hasHumidity)
    throw unprocessable(TRACKER_SETTINGS_TEXTS.noSlaSensors);
  const bounds: SlaBounds = {
    minTemperature: body.min_temperature,
    maxTemperature: body.max_temperature,
    minHumidity: body.min_humidity,
    maxHumidity: body.max_humidity,
  };
  await saveTriggers(db, deviceId, bounds);
  saved(bounds);
  return toDto(deviceId, bounds);
}
