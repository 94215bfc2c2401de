import { doublePrecision, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Identifiers that report but belong to no tracker, summed up in memory and written every few seconds, so an
 * admin can claim one (decision 0030). Deleted when a tracker with that identifier is added.
 */
export const unknownTrackers = pgTable('unknown_trackers', {
  identifier: text('identifier').primaryKey(),
  protocol: text('protocol').notNull(),
  firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  reportCount: integer('report_count').notNull(),
  lastLatitude: doublePrecision('last_latitude'),
  lastLongitude: doublePrecision('last_longitude'),
});
