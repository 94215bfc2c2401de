import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * A billing or shipping address of an account (spec 3 §3 Address, decision 0044). US only. At most one default per
 * account and category, kept by the partial unique index; the service switches defaults inside one transaction.
 * Names and phone are there for the order cards of a later issue; the Addresses tab does not ask for them.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    category: text('category', { enum: ['billing', 'shipping'] }).notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    line1: text('line1').notNull(),
    line2: text('line2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    country: text('country').notNull().default('US'),
    phone: text('phone'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_account_idx').on(t.accountId, t.category),
    uniqueIndex('addresses_one_default_idx')
      .on(t.accountId, t.category)
      .where(sql`${t.isDefault}`),
  ],
);
