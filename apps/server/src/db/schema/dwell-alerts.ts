import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { geofences } from './geofences.ts';

/** Where a geofence's number of trackers inside stands against its min_assets and max_assets. */
export const ASSET_COUNT_STATES = ['below', 'within', 'above'] as const;
export type AssetCountState = (typeof ASSET_COUNT_STATES)[number];

/**
 * The asset-count state the dwell alert job last judged for each geofence with a minimum or maximum
 * (docs/decisions/0065). An event is raised only when a conditional upsert moves the state out of 'within' (or
 * from one side to the other), so a crossing is raised once whichever instance judges it, and again only after
 * the count came back in range. No row: never judged, taken as 'within'.
 */
export const geofenceAssetCounts = pgTable('geofence_asset_counts', {
  geofenceId: integer('geofence_id')
    .primaryKey()
    .references(() => geofences.id, { onDelete: 'cascade' }),
  state: text('state', { enum: ASSET_COUNT_STATES }).notNull(),
  /** How many trackers were inside when the state last changed. */
  devicesCount: integer('devices_count').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
