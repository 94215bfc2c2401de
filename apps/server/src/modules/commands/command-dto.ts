import { MESSAGE_STATUS_TEXTS, type Command, type Message } from '@lodestar/contracts';
import { commandArguments } from '@lodestar/domain';
import type { CommandRow } from './commands.repository.ts';
import type { MessageRow } from './messages.repository.ts';

/** A catalogue row in the API shape; `arguments` are read from the text so they never disagree with it. */
export function toCommandDto(row: CommandRow): Command {
  const args = row.isCategory ? [] : commandArguments(row.commands);
  return {
    id: row.id,
    model_id: row.modelId,
    parent_id: row.parentId,
    title: row.title,
    description: row.description,
    commands: row.commands,
    is_category: row.isCategory,
    has_arguments: args.length > 0,
    translation: row.translation,
    is_sent_via_data: row.isSentViaData,
    is_sent_via_sms: row.isSentViaSms,
    is_sent_via_sos: row.isSentViaSos,
    arguments: args,
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toMessageDto(row: MessageRow): Message {
  return {
    id: row.id,
    device_id: row.deviceId,
    command_id: row.commandId,
    created_at: row.createdAt.toISOString(),
    message_to_device: row.messageToDevice,
    message_from_device: row.messageFromDevice,
    translation: row.translation,
    status: row.status,
    status_text: MESSAGE_STATUS_TEXTS[row.status],
    channel: row.channel,
    sent_at: iso(row.sentAt),
    answered_at: iso(row.answeredAt),
  };
}
