import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../positions/sql-rows.ts';
import { DIGEST_LISTED, type AlertItem, type AlertList } from './alert-messages.ts';

/** Where a user is told on one channel in one account. */
export interface AlertTarget {
  accountId: number;
  userId: number;
  /** 'mail', 'sms' or 'push:<subscription id>'. */
  channel: string;
}

const idArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** Of these events, the ones this user has not been told about on this channel yet. */
export async function untoldEventIds(db: Db, t: AlertTarget, eventIds: readonly number[]): Promise<number[]> {
  const told = await rowsOf<{ event_id: string | number }>(
    db,
    sql`select event_id from alert_deliveries
      where user_id = ${t.userId} and channel = ${t.channel} and event_id = any(${idArray(eventIds)}::bigint[])`,
  );
  const seen = new Set(told.map((r) => Number(r.event_id)));
  return eventIds.filter((id) => !seen.has(id));
}

/**
 * When the target's next alert may go out, locked until the caller's transaction ends: two instances telling
 * the same user on the same channel take turns, so they cannot start two digests.
 */
export async function lockWindow(db: Db, t: AlertTarget): Promise<Date> {
  await db.execute(sql`insert into alert_windows (account_id, user_id, channel, next_send_at)
    values (${t.accountId}, ${t.userId}, ${t.channel}, 'epoch') on conflict do nothing`);
  const [row] = await rowsOf<{ next_send_at: string | Date }>(
    db,
    sql`select next_send_at from alert_windows
      where account_id = ${t.accountId} and user_id = ${t.userId} and channel = ${t.channel} for update`,
  );
  return new Date(row!.next_send_at);
}

export async function setWindow(db: Db, t: AlertTarget, nextSendAt: Date): Promise<void> {
  await db.execute(sql`update alert_windows set next_send_at = ${nextSendAt.toISOString()}::timestamptz
    where account_id = ${t.accountId} and user_id = ${t.userId} and channel = ${t.channel}`);
}

/** Records that these events are told in this outbox delivery. */
export async function addToDelivery(db: Db, t: AlertTarget, outboxId: number, eventIds: readonly number[]) {
  await db.execute(sql`insert into alert_deliveries (event_id, user_id, channel, outbox_id)
    select unnest(${idArray(eventIds)}::bigint[]), ${t.userId}, ${t.channel}, ${outboxId}
    on conflict do nothing`);
}

/**
 * What a delivery tells, as its message shows it: the first alerts oldest first (a digest lists so many), and the
 * count of all of them per tracker, so a long burst costs a count, not a re-read of every event.
 */
export async function findDeliveryList(db: Db, outboxId: number): Promise<AlertList> {
  const trackers = await rowsOf<{ name: string; n: number }>(
    db,
    sql`select d.name, count(*)::int as n
      from alert_deliveries a
      join device_events e on e.id = a.event_id
      join devices d on d.id = e.device_id
      where a.outbox_id = ${outboxId}
      group by d.id, d.name
      order by n desc, d.name`,
  );
  return {
    items: await findDeliveryItems(db, outboxId),
    total: trackers.reduce((sum, t) => sum + t.n, 0),
    trackers,
  };
}

async function findDeliveryItems(db: Db, outboxId: number): Promise<AlertItem[]> {
  const rows = await rowsOf<{
    id: string | number;
    event_type: AlertItem['eventType'];
    description: string;
    created_at: string | Date;
    device_id: number;
    device_name: string;
    shipment_id: number | null;
    geofence_name: string | null;
  }>(
    db,
    sql`select e.id, e.event_type, e.description, e.created_at, e.device_id, d.name as device_name, e.shipment_id,
        e.attributes->>'geofence_name' as geofence_name
      from alert_deliveries a
      join device_events e on e.id = a.event_id
      join devices d on d.id = e.device_id
      where a.outbox_id = ${outboxId}
      order by e.created_at, e.id
      limit ${DIGEST_LISTED}`,
  );
  return rows.map((r) => ({
    eventId: Number(r.id),
    eventType: r.event_type,
    description: r.description,
    createdAt: new Date(r.created_at),
    deviceId: r.device_id,
    deviceName: r.device_name,
    shipmentId: r.shipment_id,
    geofenceName: r.geofence_name,
  }));
}
