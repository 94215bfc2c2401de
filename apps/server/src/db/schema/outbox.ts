import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Channels the outbox carries. A sender is registered for each on the worker (`outbox.registerChannel`); the
 * column is plain text so a module can add its own channel without a migration.
 */
export type OutboxChannel = 'mail' | 'sms' | 'push' | 'webhook' | (string & {});

/**
 * Every delivery to the outside world waits here until it is sent (docs/decisions/0041, 0047): written in the same
 * transaction as what caused it, claimed by one worker at a time on any instance (`locked_until`), retried with
 * backoff, and kept as sent or failed for the record. `dedupe_key`, when given, makes a second enqueue of the same
 * delivery a no-op (one mail per event and user, say). `group_key` lets a burst be gathered into one still-pending
 * delivery (a digest); `rule_run_id` ties a rule action's delivery to the run that caused it.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').$type<OutboxChannel>().notNull(),
    payload: jsonb('payload').notNull(),
    dedupeKey: text('dedupe_key').unique(),
    groupKey: text('group_key'),
    ruleRunId: bigint('rule_run_id', { mode: 'number' }),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_due_idx').on(t.nextAttemptAt).where(sql`status = 'pending'`),
    index('outbox_group_idx').on(t.groupKey).where(sql`status = 'pending' and group_key is not null`),
    index('outbox_rule_run_idx').on(t.ruleRunId).where(sql`rule_run_id is not null`),
  ],
);
