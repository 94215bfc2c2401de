import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { devices } from './devices.ts';

/** A tracker group of a business account (spec 1 §3 Group, decision 0033). Names are unique per account, any case. */
export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('groups_account_name_idx').on(t.accountId, sql`lower(${t.name})`)],
);

/**
 * Which trackers are in which group; a tracker may be in several. Deleting a group or a tracker removes its
 * memberships (cascade both ways); the device index serves "the groups of these trackers".
 */
export const groupDevices = pgTable(
  'group_devices',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.deviceId] }), index('group_devices_device_idx').on(t.deviceId)],
);
