import { boolean, index, integer, pgTable, serial, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { devices } from './devices.ts';
import { users } from './users.ts';

/**
 * A report (spec 2 §3): one tracker's movement over a period. Only the choice is stored; positions, stops and
 * events are read from the history whenever the report is shown, so a report never disagrees with the tracker's
 * history. `uuid` is the public link's capability; it answers only while `is_public` is on.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reports_account_idx').on(t.accountId, t.createdAt.desc(), t.id.desc()),
    index('reports_device_idx').on(t.deviceId),
  ],
);
