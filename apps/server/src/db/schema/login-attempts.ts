import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Sign-in attempt counters in fixed windows, shared by every API instance (login-rate-limit.ts). `key` names what
 * is counted (an IP, an IP with an e-mail, an e-mail) as a hash, so no address is stored in the clear.
 * Rows whose window has ended are dead weight and are deleted now and then.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_attempts_window_ends_idx').on(t.windowEndsAt)],
);
