import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { devices } from './devices.ts';
import { rules } from './rules.ts';

/**
 * When a rule last fired for a tracker (docs/decisions/0051): the throttle every instance shares. A firing claims
 * it with one conditional upsert, so two instances judging the same rule and tracker at once fire once.
 */
export const ruleThrottles = pgTable(
  'rule_throttles',
  {
    ruleId: integer('rule_id')
      .notNull()
      .references(() => rules.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    lastFiredAt: timestamp('last_fired_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.deviceId] })],
);
