import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../positions/sql-rows.ts';

/** A time as a timestamptz parameter (both drivers take its ISO text). */
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/*
 * The lifecycle job's claims (docs/decisions/0068). Every instance sweeps; each claim locks its rows FOR UPDATE
 * SKIP LOCKED inside the caller's transaction and selects only rows whose step is still to do, so two instances
 * sweeping at once take different rows, and a row done (or a restart halfway) is simply not selected again.
 */

export interface DueRenewal {
  id: number;
  account_id: number;
  device_id: number | null;
  product_id: number;
  renewal_date: Date;
  renewal_months: number;
  renewal_price: number;
}

/** (a) Active subscriptions whose renewal date has come, with no renewal order for that period yet. */
export async function claimDueRenewals(tx: Db, now: Date, limit: number): Promise<DueRenewal[]> {
  const rows = await rowsOf<DueRenewal & { renewal_date: Date | string }>(
    tx,
    sql`
    select s.id, s.account_id, s.device_id, s.renewal_date, s.renewal_months, s.renewal_price,
      coalesce(s.product_id, (select p.id from products p join devices d on d.model_id = p.model_id
        where d.id = s.device_id and p.kind = 'service' order by p.id limit 1)) as product_id
    from subscriptions s
    where s.status = 'active' and s.renewal_date <= ${at(now)}
      and not exists (select 1 from orders o
        where o.kind = 'renewal' and o.subscription_id = s.id and o.period_start = s.renewal_date)
      -- a subscription with no service plan (made before the catalogue) has nothing to renew with
      and (s.product_id is not null or exists (select 1 from products p join devices d on d.model_id = p.model_id
        where d.id = s.device_id and p.kind = 'service'))
    order by s.renewal_date, s.id
    limit ${limit}
    for update of s skip locked`,
  );
  return rows.map((r) => ({ ...r, renewal_date: new Date(r.renewal_date) }));
}

/**
 * (b) Pending-renewal subscriptions whose next dunning try has come, with their renewal date. The try clears
 * next_attempt_at (the try's outcome schedules the next one), so a try is claimed once.
 */
export async function claimDueRetries(
  tx: Db,
  now: Date,
  limit: number,
): Promise<{ id: number; renewal_date: Date }[]> {
  const rows = await rowsOf<{ id: number; renewal_date: Date | string }>(
    tx,
    sql`
    select id, renewal_date from subscriptions
    where status = 'pending-renewal' and next_attempt_at <= ${at(now)} and renewal_date is not null
    order by next_attempt_at, id limit ${limit}
    for update skip locked`,
  );
  return rows.map((r) => ({ id: r.id, renewal_date: new Date(r.renewal_date) }));
}

/** (c) Pending cancellations whose date has come become cancelled; answers them by account. */
export async function endCancellations(
  tx: Db,
  now: Date,
  limit: number,
): Promise<{ id: number; account_id: number }[]> {
  return rowsOf(
    tx,
    sql`
    update subscriptions set status = 'cancelled', renewal_date = null, next_attempt_at = null
    where id in (select id from subscriptions
      where status = 'pending-cancellation' and cancel_at <= ${at(now)}
      order by cancel_at, id limit ${limit} for update skip locked)
    returning id, account_id`,
  );
}

export interface FirstReport {
  id: number;
  account_id: number;
  months: number;
  reported_at: Date;
}

/**
 * (d) Sale subscriptions waiting for their tracker (pending, not a reactivation, whose payment decides) whose
 * tracker is in the account and has reported since the subscription was made, with the time of its first such
 * report (received time: a tracker's own clock may be wrong).
 */
export async function claimFirstReports(tx: Db, limit: number): Promise<FirstReport[]> {
  const rows = await rowsOf<FirstReport & { reported_at: Date | string }>(
    tx,
    sql`
    select s.id, s.account_id, s.months,
      coalesce((select min(p.server_time) from positions p
        where p.device_id = s.device_id and p.fix_time >= s.created_at - interval '1 day'
          and p.server_time >= s.created_at), cp.server_time) as reported_at
    from subscriptions s
    join devices d on d.id = s.device_id and d.account_id = s.account_id
    join current_positions cp on cp.device_id = s.device_id
    where s.status = 'pending' and s.reactivated_from_id is null and cp.server_time >= s.created_at
    order by s.id
    limit ${limit}
    for update of s skip locked`,
  );
  return rows.map((r) => ({ ...r, reported_at: new Date(r.reported_at) }));
}

/**
 * (e) Scheduled instalments that have come due, of orders whose first payment has been made (a sale's later
 * monthly payments): claimed by taking their first attempt (attempt 0 → 1). Answers each payment and its attempt.
 */
export async function claimDueInstalments(
  tx: Db,
  now: Date,
  limit: number,
): Promise<{ id: number; attempt: number }[]> {
  return rowsOf(
    tx,
    sql`
    update payments set attempt = attempt + 1, updated_at = ${at(now)}
    where id in (select p.id from payments p join orders o on o.id = p.order_id
      where p.status = 'scheduled' and p.attempt = 0 and p.due_date <= ${at(now)}
        and o.status not in ('cart', 'draft', 'cancelled')
        and exists (select 1 from payments q
          where q.order_id = p.order_id and q.number < p.number and q.status = 'succeeded')
      order by p.due_date, p.id limit ${limit} for update of p skip locked)
    returning id, attempt`,
  );
}
