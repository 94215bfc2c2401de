import { bigserial, boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { devices, models } from './devices.ts';
import { users } from './users.ts';

export const MESSAGE_STATUSES = ['queued', 'sent', 'answered', 'failed'] as const;
export const COMMAND_CHANNELS = ['data', 'sms', 'sos'] as const;

/**
 * The command catalogue per model (GET /api/devices/{id}/commands, GET /api/commands?model_id=). A null model
 * means every model. `commands` is the text sent to the tracker, with __NAME__ placeholders for arguments.
 */
export const commands = pgTable(
  'commands',
  {
    id: serial('id').primaryKey(),
    modelId: integer('model_id').references(() => models.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    title: text('title').notNull(),
    description: text('description'),
    commands: text('commands').notNull().default(''),
    isCategory: boolean('is_category').notNull().default(false),
    hasArguments: boolean('has_arguments').notNull().default(false),
    translation: text('translation'),
    isSentViaData: boolean('is_sent_via_data').notNull().default(true),
    isSentViaSms: boolean('is_sent_via_sms').notNull().default(false),
    isSentViaSos: boolean('is_sent_via_sos').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('commands_model_idx').on(t.modelId)],
);

/**
 * The dialog with a tracker (GET/POST /api/devices/{id}/dialogs): one row per command sent, its answer and its
 * delivery status, queued -> sent (handed to the tracker) -> answered (the tracker reported a result).
 */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    commandId: integer('command_id').references(() => commands.id, { onDelete: 'set null' }),
    channel: text('channel', { enum: COMMAND_CHANNELS }).notNull(),
    messageToDevice: text('message_to_device').notNull(),
    messageFromDevice: text('message_from_device'),
    translation: text('translation'),
    status: text('status', { enum: MESSAGE_STATUSES }).notNull().default('queued'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [index('messages_device_idx').on(t.deviceId, t.id), index('messages_status_idx').on(t.status)],
);
