import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../positions/sql-rows.ts';

/** A member of the account who may be told about its trackers' events. */
export interface AlertRecipient {
  userId: number;
  /** Only a confirmed address is written to; null otherwise. */
  email: string | null;
  phone: string | null;
  /** The user's time zone (IANA); UTC when they have none. */
  zone: string;
  /** The trackers a devices-role member was given (of those asked about); null for admin and all: every tracker. */
  devices: Set<number> | null;
}

/**
 * The account's members with what alerts need: their address, phone, time zone, and for the devices role the
 * trackers among `deviceIds` they were given (the same grants the lists and sockets use).
 */
export async function findAlertRecipients(
  db: Db,
  accountId: number,
  deviceIds: readonly number[],
): Promise<AlertRecipient[]> {
  const rows = await rowsOf<{
    user_id: number;
    role: 'admin' | 'all' | 'devices';
    email: string;
    confirmed: boolean;
    phone: string | null;
    zone: string | null;
    granted: number[] | null;
  }>(
    db,
    sql`select m.user_id, m.role, u.email, u.email_confirmed_at is not null as confirmed, u.phone,
        tz.identifier as zone,
        case when m.role = 'devices' then array(
          select du.device_id from device_users du
          where du.user_id = m.user_id and du.device_id = any(${`{${deviceIds.join(',')}}`}::int[])
        ) end as granted
      from memberships m
      join users u on u.id = m.user_id
      left join timezones tz on tz.id = u.timezone_id
      where m.account_id = ${accountId}
      order by m.user_id`,
  );
  return rows.map((r) => ({
    userId: r.user_id,
    email: r.confirmed ? r.email : null,
    phone: r.phone?.trim() || null,
    zone: r.zone ?? 'UTC',
    devices: r.role === 'devices' ? new Set((r.granted ?? []).map(Number)) : null,
  }));
}

/** The browsers each of these users subscribed for 'Mobile' notifications, by user. */
export async function findPushSubscriptionIds(
  db: Db,
  userIds: readonly number[],
): Promise<Map<number, number[]>> {
  const byUser = new Map<number, number[]>();
  if (!userIds.length) return byUser;
  const rows = await rowsOf<{ id: number; user_id: number }>(
    db,
    sql`select id, user_id from push_subscriptions where user_id = any(${`{${userIds.join(',')}}`}::int[]) order by id`,
  );
  for (const r of rows) byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r.id]);
  return byUser;
}
