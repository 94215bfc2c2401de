import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  isB2bAccount: boolean('is_b2b_account').notNull().default(false),
  canTrackShipments: boolean('can_track_shipments').notNull().default(false),
  hasRulesEngine: boolean('has_rules_engine').notNull().default(false),
  hasApiAccess: boolean('has_api_access').notNull().default(false),
  usesGpxApp: boolean('uses_gpx_app').notNull().default(false),
  includedInCs: boolean('included_in_cs').notNull().default(false),
  liveAudioMinutes: integer('live_audio_minutes').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const accountSettings = pgTable(
  'account_settings',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    value: text('value'),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.code] })],
);

/** A user's role in an account: admin, all (Access All) or devices (only the trackers in device_users). */
export const memberships = pgTable(
  'memberships',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['admin', 'all', 'devices'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.userId] }), index('memberships_user_idx').on(t.userId)],
);
