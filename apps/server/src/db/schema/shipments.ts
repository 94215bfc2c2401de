import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { devices } from './devices.ts';
import { geofences } from './geofences.ts';

export const SHIPMENT_STATUS_VALUES = [
  'Not Started',
  'In Progress',
  'Running Late',
  'Completed',
  'Completed Late',
] as const;

/**
 * A planned shipment (spec 2 §3, docs/decisions/0045). Each end is a geofence or a custom address; either way its
 * name and point are kept here (a geofence's label point and address at the time), so a shipment still has a
 * destination when its geofence is later deleted (arrival then falls back to the radius around that point).
 * started_at, late_at, notified_at and ended_at are the status engine's transitions: each is set once, by a
 * conditional UPDATE, which is what makes each transition (and its event and notifications) happen exactly once.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    carrier: text('carrier'),
    status: text('status', { enum: SHIPMENT_STATUS_VALUES }).notNull().default('Not Started'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    estimatedEndAt: timestamp('estimated_end_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    lateAt: timestamp('late_at', { withTimezone: true }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    fromGeofenceId: integer('from_geofence_id').references(() => geofences.id, { onDelete: 'set null' }),
    fromName: text('from_name').notNull(),
    fromLat: doublePrecision('from_lat').notNull(),
    fromLng: doublePrecision('from_lng').notNull(),
    toGeofenceId: integer('to_geofence_id').references(() => geofences.id, { onDelete: 'set null' }),
    toName: text('to_name').notNull(),
    toLat: doublePrecision('to_lat').notNull(),
    toLng: doublePrecision('to_lng').notNull(),
    /** Hours before end_at of the shipment-notify event; 0 is none (spec 2 §9). */
    notifyAt: smallint('notify_at').notNull().default(0),
    notificationEmails: jsonb('notification_emails').$type<string[]>().notNull().default([]),
    notificationPhoneNumbers: jsonb('notification_phone_numbers').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shipments_account_start_idx').on(t.accountId, t.startAt),
    index('shipments_ongoing_idx')
      .on(t.accountId, t.deviceId)
      .where(sql`${t.endedAt} is null`),
  ],
);
