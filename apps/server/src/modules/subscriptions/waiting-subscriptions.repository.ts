import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../positions/sql-rows.ts';

/**
 * For provisioning (decision 0068): a tracker newly given to an account takes the oldest paid subscription waiting
 * for a tracker of its model (a sale's pending subscription with no device), instead of a new one of its own.
 * Answers that subscription's id, or null when none waits (then the tracker gets its own, as before). Claimed
 * with SKIP LOCKED, so two trackers provisioned at once never take the same subscription. The subscription stays
 * pending: it starts at the tracker's first report (the lifecycle job).
 */
export async function assignWaitingSubscription(
  tx: Db,
  tracker: { accountId: number; deviceId: number; modelId: number },
): Promise<number | null> {
  const [row] = await rowsOf<{ id: number }>(
    tx,
    sql`
    update subscriptions set device_id = ${tracker.deviceId}
    where id = (select s.id from subscriptions s
      left join products p on p.id = s.product_id
      where s.account_id = ${tracker.accountId} and s.status = 'pending' and s.device_id is null
        and s.reactivated_from_id is null and (p.model_id is null or p.model_id = ${tracker.modelId})
      order by s.created_at, s.id limit 1
      for update of s skip locked)
    returning id`,
  );
  return row ? row.id : null;
}
