import { MESSAGE_HISTORY_LIMIT, type Command, type DialogResponse } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import type { AccountAccess } from '../accounts/account-access.ts';
import { getDeviceDetails } from '../devices/devices.service.ts';
import { toCommandDto, toMessageDto } from './command-dto.ts';
import { visibleCommandTarget } from './command-target.ts';
import { findAllCommands, findModelCommands, modelExists } from './commands.repository.ts';
import { findLatestMessages } from './messages.repository.ts';

export const MODEL_NOT_FOUND = 'Model not found.';

/** GET /devices/{id}/commands: what may be sent to this tracker (its model's catalogue and the model-less one). */
export async function listDeviceCommands(
  db: Db,
  access: AccountAccess,
  deviceId: number,
): Promise<Command[]> {
  const target = await visibleCommandTarget(db, access, deviceId);
  return (await findModelCommands(db, target.modelId)).map(toCommandDto);
}

/** GET /commands?model_id=: one model's catalogue, or the whole catalogue without model_id. */
export async function listCommands(db: Db, modelId: number | undefined): Promise<Command[]> {
  if (modelId === undefined) return (await findAllCommands(db)).map(toCommandDto);
  if (!(await modelExists(db, modelId))) throw notFound(MODEL_NOT_FOUND);
  return (await findModelCommands(db, modelId)).map(toCommandDto);
}

/** GET /devices/{id}/dialogs: the latest messages, newest first; with the tracker when includes names device. */
export async function getDialog(
  db: Db,
  access: AccountAccess,
  deviceId: number,
  includes: string | undefined,
): Promise<DialogResponse> {
  await visibleCommandTarget(db, access, deviceId);
  const withDevice = (includes ?? '').split(',').some((part) => part.trim() === 'device');
  const [rows, device] = await Promise.all([
    findLatestMessages(db, deviceId, MESSAGE_HISTORY_LIMIT),
    withDevice ? getDeviceDetails(db, access, deviceId) : undefined,
  ]);
  return { data: rows.map(toMessageDto), ...(device && { included: { device } }) };
}
