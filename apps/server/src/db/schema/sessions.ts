import { index, integer, pgTable, serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { accounts } from './accounts.ts';

/**
 * Opaque tokens, stored only as a SHA-256 hash.
 * kind: session (cookie or bearer sign-in), imitation (an internal admin acting as user_id; acting_admin_id records who),
 * temporary (one-time cross-host hand-over, short-lived), api (an account's API token, account_id set).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind', { enum: ['session', 'imitation', 'temporary', 'api'] }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actingAdminId: integer('acting_admin_id').references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    /** For a temporary token: whether it hands over an imitation rather than a normal session. */
    handsOver: text('hands_over', { enum: ['session', 'imitation'] }),
    /**
     * For an imitation handed over to another host, and for the temporary token carrying it: the imitation's
     * first session. That session and the ones naming it are one imitation, with one start and one end.
     */
    imitationId: integer('imitation_id').references((): AnyPgColumn => sessions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_imitation_idx').on(t.imitationId)],
);
