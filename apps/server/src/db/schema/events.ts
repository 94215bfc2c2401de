import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { devices } from './devices.ts';
import { shipments } from './shipments.ts';

export const DEVICE_EVENT_TYPES = [
  'low_battery',
  'sos',
  'tamper_alert',
  'temperature_high',
  'temperature_low',
  'humidity_high',
  'humidity_low',
  'geofence_enter',
  'geofence_exit',
  'shipment_begin',
  'shipment_end',
  'shipment_late',
  'shipment_notify',
  'dwell_exceeded',
  'assets_below_min',
  'assets_above_max',
] as const;

/** Tracker events (GET /api/devices/{id}/events, /api/accounts/{id}/events), created by the ingest side. */
export const deviceEvents = pgTable(
  'device_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    eventType: text('event_type', { enum: DEVICE_EVENT_TYPES }).notNull(),
    description: text('description').notNull(),
    positionId: bigint('position_id', { mode: 'number' }),
    attributes: jsonb('attributes').$type<Record<string, string | number | boolean>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The shipment of a shipment_* event (docs/decisions/0045); null for every other event. */
    shipmentId: integer('shipment_id').references(() => shipments.id, { onDelete: 'cascade' }),
    /**
     * Whether the event dispatcher has handed it to the notification and rule handlers (docs/decisions/0049).
     * History written in bulk (demo replay, seed) is written already dispatched: old events are not news.
     */
    dispatched: boolean('dispatched').notNull().default(false),
  },
  (t) => [
    index('device_events_device_idx').on(t.deviceId, t.createdAt),
    index('device_events_account_idx').on(t.accountId, t.createdAt),
    // one event of each kind per shipment, whichever instance writes it first
    uniqueIndex('device_events_shipment_idx')
      .on(t.shipmentId, t.eventType)
      .where(sql`${t.shipmentId} is not null`),
    // the dispatcher's queue: only the few events not yet handed on
    index('device_events_undispatched_idx').on(t.id).where(sql`not ${t.dispatched}`),
  ],
);

/**
 * Temperature and humidity SLAs per tracker (GET/POST /api/devices/{id}/triggers). Temperatures stored in
 * Celsius like positions; a null bound is a disabled SLA.
 */
export const deviceTriggers = pgTable('device_triggers', {
  deviceId: integer('device_id')
    .primaryKey()
    .references(() => devices.id, { onDelete: 'cascade' }),
  minTemperature: real('min_temperature'),
  maxTemperature: real('max_temperature'),
  minHumidity: real('min_humidity'),
  maxHumidity: real('max_humidity'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
