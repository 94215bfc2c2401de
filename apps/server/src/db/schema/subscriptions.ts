import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { devices } from './devices.ts';

export const SUBSCRIPTION_STATUSES = [
  'active',
  'pending',
  'pending-renewal',
  'pending-cancellation',
  'cancelled',
  'blocked',
  'archived',
] as const;

/** One subscription per tracker period; the newest per device gives the tracker's status. Prices in cents. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** null while a paid order's subscription waits for its tracker to be provisioned (decision 0066) */
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'cascade' }),
    /** the service product whose plans price it */
    productId: integer('product_id'),
    /** the order that made it (a sale, or a reactivation) */
    orderId: integer('order_id'),
    /** a reactivation: the cancelled subscription it takes over from */
    reactivatedFromId: integer('reactivated_from_id'),
    /** dunning: failed renewal charges so far, and when the next try is due */
    dunningAttempts: integer('dunning_attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    months: integer('months').notNull().default(1),
    renewalMonths: integer('renewal_months').notNull().default(1),
    actualPrice: integer('actual_price').notNull().default(0),
    renewalPrice: integer('renewal_price').notNull().default(0),
    startAt: timestamp('start_at', { withTimezone: true }),
    renewalDate: timestamp('renewal_date', { withTimezone: true }),
    cancelAt: timestamp('cancel_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_device_idx').on(t.deviceId),
    index('subscriptions_account_idx').on(t.accountId),
    index('subscriptions_renewal_idx').on(t.renewalDate),
  ],
);
