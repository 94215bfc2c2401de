import {
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { geofences } from './geofences.ts';

/** Raw bytes (PostgreSQL bytea): node-postgres and PGlite both hand them over as a Buffer / Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * A BLE anchor of an account (spec 1 §3, docs/decisions/0037): a BLE tag fixed at a known place. serial is the
 * serial of one of the account's BLE trackers (the tag itself), unique among the account's anchors; a tracker that
 * reports `fix=ble` with that serial is placed at the pin with the radius (feet) as its accuracy.
 */
export const anchors = pgTable(
  'anchors',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    serial: text('serial').notNull(),
    // the nearest-geofence lookup's answer; the anchor outlives its geofence
    geofenceId: integer('geofence_id').references(() => geofences.id, { onDelete: 'set null' }),
    address: text('address').notNull().default(''),
    radiusFt: smallint('radius_ft').notNull().default(30),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('anchors_account_serial_idx').on(t.accountId, t.serial)],
);

/**
 * An anchor's photo, its bytes in the database so every instance serves it (DESIGN.md, Uploads). The id is the
 * server's; nothing of the uploaded file's name is kept. content_type is what the bytes are (JPEG or PNG).
 */
export const anchorImages = pgTable(
  'anchor_images',
  {
    id: serial('id').primaryKey(),
    anchorId: integer('anchor_id')
      .notNull()
      .references(() => anchors.id, { onDelete: 'cascade' }),
    contentType: text('content_type', { enum: ['image/jpeg', 'image/png'] }).notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('anchor_images_anchor_idx').on(t.anchorId, t.id)],
);
