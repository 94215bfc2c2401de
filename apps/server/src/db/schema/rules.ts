import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { devices } from './devices.ts';

export const RULE_RUN_OUTCOME_VALUES = ['fired', 'throttled', 'failed', 'skipped'] as const;

/**
 * A rule of the rules engine (spec 2 §3 Rule, docs/decisions/0050). conditions and actions are stored as the API
 * takes them (packages/contracts/src/rules.ts, already validated and with every id checked against the account);
 * `secret` signs the rule's webhooks (HMAC-SHA256), generated on create and shown on the edit screen.
 */
export const rules = pgTable(
  'rules',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    throttleEnabled: boolean('throttle_enabled').notNull().default(false),
    throttleHours: doublePrecision('throttle_hours'),
    conditions: jsonb('conditions').$type<unknown[]>().notNull(),
    actions: jsonb('actions').$type<unknown[]>().notNull(),
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rules_account_idx').on(t.accountId, t.createdAt)],
);

/**
 * What a rule did with one fix or event (written by the engine): fired, throttled (a firing for this tracker within
 * throttle_hours), failed or skipped, with the reason; the outcome of a fired run's actions is in the outbox rows
 * carrying its id (outbox.rule_run_id).
 */
export const ruleRuns = pgTable(
  'rule_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => rules.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' }),
    positionId: bigint('position_id', { mode: 'number' }),
    outcome: text('outcome', { enum: RULE_RUN_OUTCOME_VALUES }).notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rule_runs_rule_idx').on(t.ruleId, t.id),
    index('rule_runs_throttle_idx').on(t.ruleId, t.deviceId, t.createdAt),
  ],
);
