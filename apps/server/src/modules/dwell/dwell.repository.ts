import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accountSettings, devices, geofences, geofenceVisits } from '../../db/schema/index.ts';
import { containsPattern, intArray } from '../positions/positions-write.repository.ts';
import { rowsOf } from '../positions/sql-rows.ts';

/** Which geofences, seen by whom, over which period (docs/decisions/0063-dwell-figures.md). */
export interface DwellScope {
  accountId: number;
  /** null: every tracker; otherwise only these (the devices role). */
  visible: readonly number[] | null;
  /** The period: [start, now]. */
  start: Date;
  now: Date;
}

/** A geofence's fields and the sums its dwell figures are worked out from. */
export interface DwellRow {
  id: number;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  radius: number | null;
  is_irregular: boolean;
  allowable_dwell_days: number | null;
  max_assets: number | null;
  min_assets: number | null;
  /** Closed visits that overlap the period, and their whole lengths in seconds. */
  closed_count: number;
  closed_seconds: number;
  /** Open visits of trackers still in the account (inside now), and their lengths up to now. */
  inside: number;
  open_seconds: number;
  /** Of those, the ones inside for longer than the allowance (none without an allowance above 0). */
  exceeding: number;
}

const visibleOnly = (visible: readonly number[] | null) =>
  visible ? sql`and v.device_id = any(${intArray(visible)})` : sql``;

/**
 * The figures' sums for a page of geofences, in one statement: the page first (name order), then per geofence
 * two range reads of the (geofence_id, exited_at) index: the visits closed after the period's start, and the
 * open ones. Only the open visits are joined to their trackers (a tracker moved to another account is no longer
 * inside here); closed visits are history and count as they are.
 */
async function dwellSums(db: Db, scope: DwellScope, page: SQL): Promise<DwellRow[]> {
  const now = scope.now.toISOString();
  const start = scope.start.toISOString();
  const visible = visibleOnly(scope.visible);
  return rowsOf<DwellRow>(
    db,
    sql`with page as (${page})
      select p.*, closed.n as closed_count, closed.seconds as closed_seconds,
             open.n as inside, open.seconds as open_seconds, open.exceeding
      from page p
      cross join lateral (
        select count(*)::int as n,
               coalesce(sum(extract(epoch from v.exited_at - v.entered_at)), 0)::float8 as seconds
        from ${geofenceVisits} v
        where v.geofence_id = p.id and v.exited_at > ${start}::timestamptz
          and v.entered_at < ${now}::timestamptz ${visible}
      ) closed
      cross join lateral (
        select count(*)::int as n,
               coalesce(sum(greatest(0, extract(epoch from ${now}::timestamptz - v.entered_at))), 0)::float8
                 as seconds,
               (count(*) filter (where p.allowable_dwell_days > 0 and v.entered_at
                 < ${now}::timestamptz - make_interval(days => p.allowable_dwell_days::int)))::int as exceeding
        from ${geofenceVisits} v
        join ${devices} d on d.id = v.device_id and d.account_id = ${scope.accountId}
        where v.geofence_id = p.id and v.exited_at is null ${visible}
      ) open
      order by lower(p.name), p.id`,
  );
}

const columns = sql`g.id, g.name, g.address, g.latitude, g.longitude, g.radius, g.is_irregular,
  g.allowable_dwell_days, g.max_assets, g.min_assets`;

function searchFilter(search: string | undefined): SQL {
  if (!search) return sql``;
  const pattern = containsPattern(search);
  return sql`and (g.name ilike ${pattern} or g.address ilike ${pattern})`;
}

/** One page of the account's geofences (name or address containing `search`) with their dwell sums. */
export function findDwellPage(
  db: Db,
  scope: DwellScope,
  opts: { search?: string; limit: number; offset: number },
): Promise<DwellRow[]> {
  return dwellSums(
    db,
    scope,
    sql`select ${columns} from ${geofences} g
      where g.account_id = ${scope.accountId} ${searchFilter(opts.search)}
      order by lower(g.name), g.id limit ${opts.limit} offset ${opts.offset}`,
  );
}

/** One of the account's geofences with its dwell sums; undefined when the account has no such geofence. */
export async function findDwellGeofence(
  db: Db,
  scope: DwellScope,
  geofenceId: number,
): Promise<DwellRow | undefined> {
  const [row] = await dwellSums(
    db,
    scope,
    sql`select ${columns} from ${geofences} g where g.account_id = ${scope.accountId} and g.id = ${geofenceId}`,
  );
  return row;
}

/** The trackers inside a geofence now: open visits of trackers still in the account, longest stay first. */
export async function findDwellDevices(
  db: Db,
  scope: Pick<DwellScope, 'accountId' | 'visible'>,
  geofenceId: number,
): Promise<{ id: number; name: string; entered_at: Date | string }[]> {
  return rowsOf(
    db,
    sql`select d.id, d.name, v.entered_at
      from ${geofenceVisits} v
      join ${devices} d on d.id = v.device_id and d.account_id = ${scope.accountId}
      where v.geofence_id = ${geofenceId} and v.exited_at is null ${visibleOnly(scope.visible)}
      order by v.entered_at, d.id`,
  );
}

/** Whether the account has this geofence (another account's is a 404, like an unknown one). */
export async function geofenceInAccount(db: Db, accountId: number, geofenceId: number): Promise<boolean> {
  const rows = await rowsOf(
    db,
    sql`select 1 from ${geofences} g where g.account_id = ${accountId} and g.id = ${geofenceId}`,
  );
  return rows.length > 0;
}

/** The account's settings, for the dashboards switch. */
export function findSettings(db: Db, accountId: number) {
  return rowsOf<{ code: string; value: string | null }>(
    db,
    sql`select code, value from ${accountSettings} where account_id = ${accountId}`,
  );
}
