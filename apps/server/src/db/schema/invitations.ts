import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './users.ts';

/**
 * An invitation to join an account (spec 3 §2.4 Invite User; decision 0043). Only the SHA-256 hash of the link's
 * token is kept. role and device_ids are what the invitee gets on accepting; accepted_at or revoked_at ends it.
 */
export const accountInvitations = pgTable(
  'account_invitations',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ['admin', 'all', 'devices'] }).notNull(),
    deviceIds: integer('device_ids').array().notNull().default([]),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('account_invitations_account_idx').on(t.accountId)],
);
