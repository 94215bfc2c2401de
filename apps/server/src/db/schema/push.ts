import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Secrets the server makes for itself on first start and every instance must share (the Web Push VAPID key pair).
 * Written insert-if-absent, so two instances starting together keep the first one's value.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A browser's Web Push subscription for a user ('Mobile' notifications). Each user holds their own: the same browser
 * (one endpoint at its push service) subscribed by two users who share it is two rows, and posting an endpoint
 * another user holds never moves or ends theirs (issue 26).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('push_subscriptions_user_endpoint_unique').on(t.userId, t.endpoint),
    // the push service's 404/410 for an endpoint ends it for every user who held it
    index('push_subscriptions_endpoint_idx').on(t.endpoint),
  ],
);
