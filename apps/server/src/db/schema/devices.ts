import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './users.ts';

/** Tracker models (GET /api/models). expected_report_minutes drives the 'missed last report' rule. */
export const models = pgTable('models', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  deviceType: text('device_type').notNull(),
  thumbnail: text('thumbnail'),
  hasTemperature: boolean('has_temperature').notNull().default(false),
  hasHumidity: boolean('has_humidity').notNull().default(false),
  bleSupport: boolean('ble_support').notNull().default(false),
  expectedReportMinutes: integer('expected_report_minutes').notNull().default(60),
});

/** A tracker. serial and imei identify it on the ingest protocols. */
export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id),
    name: text('name').notNull(),
    serial: text('serial').notNull().unique(),
    imei: text('imei').unique(),
    /** The SIM card's ICCID (19 or 20 digits), as provisioned; not an ingest identifier. */
    iccid: text('iccid'),
    phone: text('phone'),
    note: text('note'),
    /**
     * Optional secret the tracker appends to its identifier (`<serial>:<key>`): when set, queued commands are handed
     * out, their answers accepted and positions stored only for reports carrying it (decision 0027).
     */
    ingestKey: text('ingest_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('devices_account_idx').on(t.accountId)],
);

/** Which users with the devices role may see a tracker (also the Access section of tracker details). */
export const deviceUsers = pgTable(
  'device_users',
  {
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.userId] }), index('device_users_user_idx').on(t.userId)],
);
