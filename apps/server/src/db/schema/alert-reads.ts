import { bigint, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './users.ts';

/**
 * When a user last looked at an account's Recent Alerts (PUT /api/accounts/{id}/alerts/seen): the navigation's
 * unread count is the events after it. `lastSeenEventId` is the newest event id at that moment, because an event's
 * created_at is its fix time and a late report would otherwise hide behind the time (docs/decisions/0052).
 */
export const alertReads = pgTable(
  'alert_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenEventId: bigint('last_seen_event_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.accountId] })],
);
