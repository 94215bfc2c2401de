import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { deviceEvents } from './events.ts';
import { outbox } from './outbox.ts';
import { users } from './users.ts';

/**
 * Which outbox delivery tells a user about an event on a channel ('mail', 'sms', 'push:<subscription id>'): at
 * most one, by the key (docs/decisions/0049). A digest is one delivery with many rows here; its message is
 * rendered again from them each time an event joins it.
 */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => deviceEvents.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    outboxId: bigint('outbox_id', { mode: 'number' })
      .notNull()
      .references(() => outbox.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId, t.channel] }),
    index('alert_deliveries_outbox_idx').on(t.outboxId),
  ],
);

/**
 * When a user's next alert on a channel may go out in an account: the first of a burst goes at once, the rest
 * gather in one digest due at this time (docs/decisions/0049). The row is also the lock that keeps two instances
 * from starting two digests for the same user and channel.
 */
export const alertWindows = pgTable(
  'alert_windows',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    nextSendAt: timestamp('next_send_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.userId, t.channel] })],
);
