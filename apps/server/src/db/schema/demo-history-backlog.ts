import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { devices } from './devices.ts';

/**
 * Demo trackers whose seeded history is still to be written (decision 0029). The first start writes each
 * tracker's recent days before it listens and the older weeks in the background; a row is deleted in the
 * transaction that writes the rest, so a restart part-way resumes with the trackers still listed.
 */
export const demoHistoryBacklog = pgTable('demo_history_backlog', {
  deviceId: integer('device_id')
    .primaryKey()
    .references(() => devices.id, { onDelete: 'cascade' }),
  accountId: integer('account_id').notNull(),
  serial: text('serial').notNull(),
  modelType: text('model_type').notNull(),
  /** The whole window of the tracker's history. */
  historyFrom: timestamp('history_from', { withTimezone: true }).notNull(),
  historyTo: timestamp('history_to', { withTimezone: true }).notNull(),
  /** Where the part written before listening begins: the current position and movement state come from it. */
  recentFrom: timestamp('recent_from', { withTimezone: true }).notNull(),
  parkedSince: timestamp('parked_since', { withTimezone: true }),
});
