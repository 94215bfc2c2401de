import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const timezones = pgTable('timezones', {
  id: serial('id').primaryKey(),
  identifier: text('identifier').notNull().unique(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone'),
    avatar: text('avatar'),
    timezoneId: integer('timezone_id').references(() => timezones.id),
    isGpxAdmin: boolean('is_gpx_admin').notNull().default(false),
    /** Null until a sign-up's confirmation link is opened; other users (seeded, invited) count as confirmed. */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }).defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // e-mail addresses are unique regardless of case: sign-in lower-cases them
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);
