import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { recordId } from './envelope.ts';
import { device } from './tracking.ts';

/** How a command reaches the tracker (spec 1 §5): its data connection, a text message, or the SOS channel. */
export const COMMAND_CHANNELS = ['data', 'sms', 'sos'] as const;
export const commandChannel = z.enum(COMMAND_CHANNELS, { error: 'must be data, sms or sos' });
export type CommandChannel = z.infer<typeof commandChannel>;

/** Labels of the channels in the send form. */
export const COMMAND_CHANNEL_LABELS: Record<CommandChannel, string> = {
  data: 'Data',
  sms: 'SMS',
  sos: 'SOS',
};

/**
 * A message's delivery: queued (waiting for the tracker's next report), sent (handed to the tracker or the SMS
 * provider), answered (the tracker reported a result), failed (the provider refused it).
 */
export const MESSAGE_STATUSES = ['queued', 'sent', 'answered', 'failed'] as const;
export const messageStatus = z.enum(MESSAGE_STATUSES);
export type MessageStatus = z.infer<typeof messageStatus>;

/** The humanised status shown next to a message's time. */
export const MESSAGE_STATUS_TEXTS: Record<MessageStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  answered: 'Answered',
  failed: 'Failed',
};

/** How many messages the dialog keeps and shows, newest first (spec 1 §9). */
export const MESSAGE_HISTORY_LIMIT = LIMITS.messageHistory;

/** The longest custom command and the longest argument value; SMS bodies are 160 characters. */
export const COMMAND_LIMITS = { customCommandMax: 160, argumentMax: 64, translationMax: 500 } as const;

/** Characters an argument value may not contain: they separate fields or commands in tracker protocols. */
export const COMMAND_ARGUMENT_FORBIDDEN = ',;#*&=';

/** Texts of the command form and its answers (spec 1 §5 and §8). */
export const COMMAND_TEXTS = {
  selectCommand: 'Please select a command to send',
  provideCommand: 'Please provide a command to send',
  sent: 'Command sent',
  sendFailed: 'Error occurred while sending a command',
  chooseChannel: 'Please choose how to send the command',
  customViaSos: 'A custom command can be sent only via sms or data',
  customNotAvailable: 'Custom commands are not available for this account',
  unknownCommand: 'This command is not available for this tracker',
  categoryNotSendable: 'Please select a command, not a category',
  commandAndCustom: 'Send either a command from the list or a custom command, not both',
  missingArgument: (name: string) => `Please provide a value for ${name}`,
  badArgument: (name: string) =>
    `${name} may not contain line breaks or any of ${COMMAND_ARGUMENT_FORBIDDEN.split('').join(' ')}`,
  channelNotAllowed: (channel: CommandChannel) =>
    `This command cannot be sent via ${COMMAND_CHANNEL_LABELS[channel]}`,
  noPhone: 'This tracker has no phone number for SMS',
  badCustomCommand: 'The command may not contain line breaks or other control characters',
  badTranslation: 'The translation may not contain a NUL character',
} as const;

/** A catalogue entry (spec 1 §3 Command); `arguments` are the __NAME__ placeholders of `commands`, in order. */
export const command = z.object({
  id: z.number().int(),
  model_id: z.number().int().nullable(),
  parent_id: z.number().int().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  commands: z.string(),
  is_category: z.boolean(),
  has_arguments: z.boolean(),
  translation: z.string().nullable(),
  is_sent_via_data: z.boolean(),
  is_sent_via_sms: z.boolean(),
  is_sent_via_sos: z.boolean(),
  arguments: z.array(z.string()),
});
export type Command = z.infer<typeof command>;

/** GET /devices/{id}/commands and GET /commands?model_id=: the catalogue in display order. */
export const commandListResponse = z.object({ data: z.array(command) });

/** GET /commands query. */
export const commandListQuery = z.object({
  model_id: z.coerce.number({ error: 'must be a model id' }).int().positive().max(2_147_483_647).optional(),
});

/** One line of the dialog with a tracker (spec 1 §3 Message). */
export const message = z.object({
  id: z.number().int(),
  device_id: z.number().int(),
  command_id: z.number().int().nullable(),
  created_at: z.string(),
  message_to_device: z.string(),
  message_from_device: z.string().nullable(),
  translation: z.string().nullable(),
  status: messageStatus,
  status_text: z.string(),
  channel: commandChannel,
  sent_at: z.string().nullable(),
  answered_at: z.string().nullable(),
});
export type Message = z.infer<typeof message>;

/** GET /devices/{id}/dialogs query: `includes=device` adds the tracker under `included.device`. */
export const dialogQuery = z.object({ includes: z.string().optional() });

/** GET /devices/{id}/dialogs: the latest MESSAGE_HISTORY_LIMIT messages, newest first. */
export const dialogResponse = z.object({
  data: z.array(message),
  included: z.object({ device: device }).optional(),
});
export type DialogResponse = z.infer<typeof dialogResponse>;

// a line break would end the command early on most trackers, and a NUL cannot be stored
const hasControlCharacter = (text: string) =>
  [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/**
 * POST /devices/{id}/dialogs. Either a catalogue command (`command_id` with `arguments` for its placeholders and
 * an optional `translation`) or a custom command text (`command`, only when the account setting
 * custom_commands_available is on). A `command` key, even empty, means custom mode.
 */
export const sendCommandRequest = z
  .object({
    command_id: recordId.optional(),
    arguments: z.record(z.string(), z.string()).optional(),
    command: z.string().max(COMMAND_LIMITS.customCommandMax).optional(),
    send_via: z.array(commandChannel, { error: COMMAND_TEXTS.chooseChannel }),
    // PostgreSQL text cannot hold NUL: refused here rather than failing the insert
    translation: z
      .string()
      .max(COMMAND_LIMITS.translationMax)
      .refine((v) => !v.includes('\u0000'), COMMAND_TEXTS.badTranslation)
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.command !== undefined && body.command_id !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['command'], message: COMMAND_TEXTS.commandAndCustom });
    } else if (body.command !== undefined && body.command.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['command'], message: COMMAND_TEXTS.provideCommand });
    } else if (body.command !== undefined && hasControlCharacter(body.command.trim())) {
      ctx.addIssue({ code: 'custom', path: ['command'], message: COMMAND_TEXTS.badCustomCommand });
    } else if (body.command === undefined && body.command_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['command_id'], message: COMMAND_TEXTS.selectCommand });
    }
  });
export type SendCommandRequest = z.infer<typeof sendCommandRequest>;

/** POST /devices/{id}/dialogs answers 201 with one message per channel. */
export const sendCommandResponse = z.object({ data: z.array(message) });
