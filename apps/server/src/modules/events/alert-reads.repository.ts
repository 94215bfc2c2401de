import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { intArray } from '../positions/positions-write.repository.ts';
import { rowsOf } from '../positions/sql-rows.ts';

/** Who is asking about which account's alerts; deviceIds null: every tracker (devices role: its own). */
export interface AlertReader {
  userId: number;
  accountId: number;
  deviceIds: readonly number[] | null;
}

/**
 * Marks every event of the account so far as seen by the user: the newest event id now, and the time. One upsert;
 * answers the time stored.
 */
export async function markAlertsSeen(db: Db, userId: number, accountId: number): Promise<Date> {
  const [row] = await rowsOf<{ seen_at: Date | string }>(
    db,
    sql`
    insert into alert_reads (user_id, account_id, seen_at, last_seen_event_id)
    values (${userId}, ${accountId}, now(),
            coalesce((select max(id) from device_events where account_id = ${accountId}), 0))
    on conflict (user_id, account_id)
    do update set seen_at = excluded.seen_at, last_seen_event_id = excluded.last_seen_event_id
    returning seen_at`,
  );
  return new Date(row!.seen_at);
}

/**
 * How many of the account's events the reader may see arrived after they last looked, counting at most `cap`.
 * A user who never looked counts the last `unseenWindowHours` of events, not the account's whole history.
 * The mark is read first so the count compares ids with a constant the planner can estimate from (few rows after
 * a recent mark, which the primary key finds) rather than a joined value it cannot.
 */
export async function countUnreadAlerts(
  db: Db,
  reader: AlertReader,
  cap: number,
  unseenWindowHours: number,
): Promise<number> {
  if (reader.deviceIds && reader.deviceIds.length === 0) return 0;
  const [mark] = await rowsOf<{ last_seen_event_id: number | string }>(
    db,
    sql`select last_seen_event_id from alert_reads
        where user_id = ${reader.userId} and account_id = ${reader.accountId}`,
  );
  const after = mark
    ? sql`e.id > ${Number(mark.last_seen_event_id)}`
    : sql`e.created_at > now() - make_interval(hours => ${unseenWindowHours})`;
  const devices = reader.deviceIds ? sql`and e.device_id = any(${intArray(reader.deviceIds)})` : sql``;
  const [row] = await rowsOf<{ n: number | string }>(
    db,
    sql`
    select count(*) as n from (
      select 1 from device_events e
      where e.account_id = ${reader.accountId} ${devices} and ${after}
      limit ${cap}
    ) unread`,
  );
  return Number(row?.n ?? 0);
}
