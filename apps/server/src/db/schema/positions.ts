import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PositionNetwork } from '@lodestar/contracts';
import { devices } from './devices.ts';

export const FIX_TYPES = ['gps', 'wifi', 'cell', 'ble'] as const;

/**
 * Every stored fix, in the stored units: speed m/s, temperature Celsius, accuracy metres, battery and humidity
 * percent. One row per tracker and fix time: a repeated report is stored once.
 *
 * device_id has no foreign key (docs/decisions/0015-ingest-throughput.md): its per-row check was a large share
 * of an ingest batch. The batch insert checks the trackers once per batch instead, and a trigger on devices
 * (migration 0003) deletes a deleted tracker's positions, as the cascade did.
 */
export const positions = pgTable(
  'positions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deviceId: integer('device_id').notNull(),
    fixTime: timestamp('fix_time', { withTimezone: true }).notNull(),
    serverTime: timestamp('server_time', { withTimezone: true }).notNull().defaultNow(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    valid: boolean('valid').notNull().default(true),
    fix: text('fix', { enum: FIX_TYPES }).notNull().default('gps'),
    accuracy: real('accuracy'),
    speed: real('speed'),
    course: real('course'),
    altitude: real('altitude'),
    battery: smallint('battery'),
    charging: boolean('charging'),
    lowBattery: boolean('low_battery').notNull().default(false),
    sos: boolean('sos').notNull().default(false),
    overspeed: boolean('overspeed').notNull().default(false),
    temperature: real('temperature'),
    humidity: real('humidity'),
    address: text('address'),
    attributes: jsonb('attributes').$type<Record<string, string | number | boolean>>(),
    /** Horizontal dilution of precision as the tracker reported it (lower is better; above 5 is poor). */
    hdop: real('hdop'),
    /** The cell towers and wifi access points the report carried (docs/decisions/0021). */
    network: jsonb('network').$type<PositionNetwork>(),
    /** The fix's point lies inside one of its account's geofences (docs/decisions/0036). */
    isInsideGeofences: boolean('is_inside_geofences').notNull().default(false),
  },
  (t) => [uniqueIndex('positions_device_fix_time_idx').on(t.deviceId, t.fixTime)],
);

/**
 * The newest position per tracker, denormalised so the map's current-positions call is one index scan, plus the
 * movement state the pipeline keeps: the rest point a tracker must leave to count as moved, with and without
 * cell fixes, and how far off each rest point may be (null for state kept before that was stored).
 */
export const currentPositions = pgTable(
  'current_positions',
  {
    deviceId: integer('device_id')
      .primaryKey()
      .references(() => devices.id, { onDelete: 'cascade' }),
    positionId: bigint('position_id', { mode: 'number' }).notNull(),
    fixTime: timestamp('fix_time', { withTimezone: true }).notNull(),
    serverTime: timestamp('server_time', { withTimezone: true }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    valid: boolean('valid').notNull(),
    fix: text('fix', { enum: FIX_TYPES }).notNull(),
    accuracy: real('accuracy'),
    speed: real('speed'),
    course: real('course'),
    altitude: real('altitude'),
    battery: smallint('battery'),
    charging: boolean('charging'),
    lowBattery: boolean('low_battery').notNull(),
    sos: boolean('sos').notNull(),
    overspeed: boolean('overspeed').notNull(),
    temperature: real('temperature'),
    humidity: real('humidity'),
    address: text('address'),
    hdop: real('hdop'),
    isInsideGeofences: boolean('is_inside_geofences').notNull().default(false),
    lastMovementTime: timestamp('last_movement_time', { withTimezone: true }),
    lastMovementTimeWithoutCell: timestamp('last_movement_time_without_cell', { withTimezone: true }),
    restLatitude: doublePrecision('rest_latitude'),
    restLongitude: doublePrecision('rest_longitude'),
    restLatitudeWithoutCell: doublePrecision('rest_latitude_without_cell'),
    restLongitudeWithoutCell: doublePrecision('rest_longitude_without_cell'),
    restAccuracy: doublePrecision('rest_accuracy'),
    restAccuracyWithoutCell: doublePrecision('rest_accuracy_without_cell'),
  },
);

/** Reverse-geocoding cache: rounded coordinates to an address, so repeated fixes at a place cost one lookup. */
export const geocodeCache = pgTable('geocode_cache', {
  key: text('key').primaryKey(),
  address: text('address').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
