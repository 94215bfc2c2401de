import {
  COMMAND_TEXTS,
  MESSAGE_HISTORY_LIMIT,
  isSettingOn,
  type CommandChannel,
  type Message,
  type SendCommandRequest,
} from '@lodestar/contracts';
import { channelErrors, fillCommand, uniqueChannels } from '@lodestar/domain';
import type { Db } from '../../db/database.ts';
import { forbidden, HttpError, unprocessable } from '../../http/errors.ts';
import type { SmsSender } from '../../integrations/sms/sms-sender.ts';
import type { AccountAccess } from '../accounts/account-access.ts';
import { findSettingsOfAccounts } from '../accounts/accounts.repository.ts';
import type { CommandDelivery } from './command-delivery.ts';
import { toMessageDto } from './command-dto.ts';
import { findModelCommand } from './commands.repository.ts';
import {
  insertMessages,
  pruneMessages,
  updateMessageStatus,
  type MessageRow,
} from './messages.repository.ts';
import { visibleCommandTarget } from './command-target.ts';

export interface SendDeps {
  db: Db;
  sms: SmsSender;
  delivery: CommandDelivery;
  log: { warn(obj: object, message: string): void };
}

interface Outgoing {
  text: string;
  commandId: number | null;
  translation: string | null;
  channels: CommandChannel[];
}

const invalid = (field: string, message: string) => unprocessable(message, { [field]: [message] });

/** The text to send and its channels, checked against the catalogue, the placeholders and the channel rules. */
async function outgoingCommand(
  db: Db,
  access: AccountAccess,
  modelId: number,
  body: SendCommandRequest,
): Promise<Outgoing> {
  if (body.command !== undefined) {
    const settings = await findSettingsOfAccounts(db, [access.accountId]);
    if (!isSettingOn({ settings }, 'custom_commands_available'))
      throw forbidden(COMMAND_TEXTS.customNotAvailable);
    const [error] = channelErrors(null, body.send_via);
    if (error) throw invalid('send_via', error);
    const text = body.command.trim();
    return {
      text,
      commandId: null,
      translation: body.translation ?? null,
      channels: uniqueChannels(body.send_via),
    };
  }
  const command = await findModelCommand(db, modelId, body.command_id!);
  if (!command) throw invalid('command_id', COMMAND_TEXTS.unknownCommand);
  if (command.isCategory) throw invalid('command_id', COMMAND_TEXTS.categoryNotSendable);
  const filled = fillCommand(command.commands, body.arguments ?? {});
  if (!filled.ok) throw unprocessable(Object.values(filled.errors)[0]![0]!, filled.errors);
  const flags = {
    is_sent_via_data: command.isSentViaData,
    is_sent_via_sms: command.isSentViaSms,
    is_sent_via_sos: command.isSentViaSos,
  };
  const errors = channelErrors(flags, body.send_via);
  if (errors.length > 0) throw unprocessable(errors[0]!, { send_via: errors });
  return {
    text: filled.text,
    commandId: command.id,
    translation: body.translation ?? command.translation,
    channels: uniqueChannels(body.send_via),
  };
}

/** Sends one SMS row through the provider; the row ends sent, or failed when the provider refuses it. */
async function sendSms(deps: SendDeps, row: MessageRow, phone: string): Promise<MessageRow> {
  try {
    await deps.sms.send({ to: phone, text: row.messageToDevice });
    return (await updateMessageStatus(deps.db, row.id, { status: 'sent', sentAt: new Date() })) ?? row;
  } catch (err) {
    deps.log.warn({ err, messageId: row.id }, 'SMS provider refused a command');
    return (await updateMessageStatus(deps.db, row.id, { status: 'failed' })) ?? row;
  }
}

/**
 * POST /devices/{id}/dialogs: one message per chosen channel. Data and sos wait (queued) for the tracker's next
 * report; sms goes to the provider at once. Anyone who may see the tracker may send to it (devices role
 * included, for its own trackers); custom commands need the account setting custom_commands_available. When every
 * channel failed the answer is 502 with the send failure text; the failed messages stay in the history.
 */
export async function sendCommand(
  deps: SendDeps,
  access: AccountAccess,
  deviceId: number,
  body: SendCommandRequest,
): Promise<Message[]> {
  const target = await visibleCommandTarget(deps.db, access, deviceId);
  const out = await outgoingCommand(deps.db, access, target.modelId, body);
  if (out.channels.includes('sms') && !target.phone) throw invalid('send_via', COMMAND_TEXTS.noPhone);
  const rows = await insertMessages(
    deps.db,
    out.channels.map((channel) => ({
      deviceId,
      userId: access.userId,
      commandId: out.commandId,
      channel,
      messageToDevice: out.text,
      translation: out.translation,
    })),
  );
  if (rows.some((r) => r.channel !== 'sms')) deps.delivery.queued(deviceId);
  const settled = await Promise.all(
    rows.map((r) => (r.channel === 'sms' ? sendSms(deps, r, target.phone!) : r)),
  );
  await pruneMessages(deps.db, deviceId, MESSAGE_HISTORY_LIMIT);
  if (settled.every((r) => r.status === 'failed')) throw new HttpError(502, COMMAND_TEXTS.sendFailed);
  return settled.map(toMessageDto);
}
