import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { rowsOf } from '../../positions/sql-rows.ts';

export type ThrottleClaim = { claimed: true } | { claimed: false; lastFiredAt: Date };

/**
 * Claims the rule's firing for the tracker now, unless it fired within `windowMs`. One conditional upsert: a
 * concurrent claim on another instance waits for this transaction and then sees the new time, so the rule fires
 * once. When refused, answers when it last fired (for the throttled run's reason).
 */
export async function claimThrottle(
  db: Db,
  ruleId: number,
  deviceId: number,
  windowMs: number,
): Promise<ThrottleClaim> {
  const claimed = await rowsOf<{ rule_id: number }>(
    db,
    sql`insert into rule_throttles (rule_id, device_id, last_fired_at) values (${ruleId}, ${deviceId}, now())
      on conflict (rule_id, device_id) do update set last_fired_at = excluded.last_fired_at
      where rule_throttles.last_fired_at <= excluded.last_fired_at - make_interval(secs => ${windowMs / 1000})
      returning rule_id`,
  );
  if (claimed.length) return { claimed: true };
  const [row] = await rowsOf<{ last_fired_at: Date | string }>(
    db,
    sql`select last_fired_at from rule_throttles where rule_id = ${ruleId} and device_id = ${deviceId}`,
  );
  return { claimed: false, lastFiredAt: new Date(row?.last_fired_at ?? Date.now()) };
}
