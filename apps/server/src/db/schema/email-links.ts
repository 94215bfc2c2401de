import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Single-use links mailed to a user (decision 0042): a password reset, an e-mail confirmation, or an e-mail change
 * (sent to the new address, which becomes the user's only when the link is opened). Only the SHA-256 hash of the
 * link's token is kept. `email` is the address the link was sent to: a reset or confirmation link stops working
 * once the user's address is no longer that one. used_at ends a link; expires_at bounds it.
 */
export const emailLinks = pgTable(
  'email_links',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['password-reset', 'email-confirmation', 'email-change'] }).notNull(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_links_user_idx').on(t.userId, t.purpose)],
);
