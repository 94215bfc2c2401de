import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { GeofencePolygon } from '@lodestar/contracts';
import { accounts } from './accounts.ts';
import { devices } from './devices.ts';

/**
 * A geofence of an account (spec 1 §3 Geofence, docs/decisions/0036): a circle (latitude, longitude, radius in
 * metres) or a polygon (geo_json, is_irregular). For a polygon, latitude and longitude are a point to label
 * and list it by (its vertices' mean), and radius is null. The B2B fields are null for other accounts.
 */
export const geofences = pgTable(
  'geofences',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    isIrregular: boolean('is_irregular').notNull().default(false),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    radius: real('radius'),
    geoJson: jsonb('geo_json').$type<GeofencePolygon>(),
    allowableDwellDays: smallint('allowable_dwell_days'),
    maxAssets: smallint('max_assets'),
    minAssets: smallint('min_assets'),
    fullName: text('full_name'),
    email: text('email'),
    phone: text('phone'),
    companyName: text('company_name'),
    isAlertable: boolean('is_alertable').notNull().default(false),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('geofences_account_idx').on(t.accountId, t.name)],
);

/**
 * Each stay of a tracker in a geofence: entered_at and exited_at are the fix times of the fixes that entered and
 * left (exited_at null: inside now). The open visits are the detection state that survives a restart, and at
 * most one visit per tracker and geofence may be open (the partial unique index), which is what makes an entry
 * an event exactly once even when two instances handle one tracker's reports.
 */
export const geofenceVisits = pgTable(
  'geofence_visits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    geofenceId: integer('geofence_id')
      .notNull()
      .references(() => geofences.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull(),
    exitedAt: timestamp('exited_at', { withTimezone: true }),
    enterPositionId: bigint('enter_position_id', { mode: 'number' }),
    exitPositionId: bigint('exit_position_id', { mode: 'number' }),
    /**
     * When the dwell alert job raised this visit's dwell_exceeded event (docs/decisions/0065): set by the one
     * conditional update that raises it, so a visit crosses its allowance once, on one instance.
     */
    dwellAlertedAt: timestamp('dwell_alerted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('geofence_visits_open_idx')
      .on(t.deviceId, t.geofenceId)
      .where(sql`${t.exitedAt} is null`),
    index('geofence_visits_geofence_idx').on(t.geofenceId, t.enteredAt),
    index('geofence_visits_device_idx').on(t.deviceId, t.enteredAt),
    // who is inside each geofence now, and since when: the dwell alert job's counts and overstays (0065)
    index('geofence_visits_open_geofence_idx')
      .on(t.geofenceId, t.enteredAt)
      .where(sql`${t.exitedAt} is null`),
    // geofence_visits_dwell_idx (geofence_id, exited_at) INCLUDE (entered_at, device_id) is made by the custom
    // migration 0030, since Drizzle cannot declare INCLUDE: the dwell dashboard's visits of a period per geofence
    // read from the index alone (docs/decisions/0063). With the two as key columns instead, PGlite planned a
    // 30-day page of 200 geofences over 2.4 million visits at 2.7 s instead of 58 ms.
  ],
);
