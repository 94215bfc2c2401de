import {
  DWELL_DEFAULT_PERIOD,
  DWELL_TEXTS,
  GEOFENCE_TEXTS,
  isSettingOn,
  PAGE_SIZES,
  type DwellDevice,
  type DwellFigures,
  type DwellGeofence,
  type DwellGeofencePage,
  type DwellGeofenceQuery,
  type DwellListQuery,
} from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { AccountAccess } from '../accounts/account-access.ts';
import { pageMeta } from '../devices/page-meta.ts';
import { countGeofences } from '../geofences/geofences.repository.ts';
import { loadTrackerGroups } from '../groups/tracker-groups.ts';
import {
  findDwellDevices,
  findDwellGeofence,
  findDwellPage,
  findSettings,
  geofenceInAccount,
  type DwellRow,
  type DwellScope,
} from './dwell.repository.ts';

const DAY_SECONDS = 86_400;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The dashboards need the account's dashboards setting (spec 2 §2, §6). */
export async function requireDashboards(db: Db, access: AccountAccess): Promise<void> {
  if (!isSettingOn({ settings: await findSettings(db, access.accountId) }, 'dashboards'))
    throw forbidden(DWELL_TEXTS.dashboardsOff);
}

/** Whose trackers, over [now - days, now]. */
function scopeOf(access: AccountAccess, days = DWELL_DEFAULT_PERIOD, now = new Date()): DwellScope {
  return {
    accountId: access.accountId,
    visible: access.deviceIds ? [...access.deviceIds] : null,
    start: new Date(now.getTime() - days * DAY_SECONDS * 1000),
    now,
  };
}

/**
 * The figures from the sums (docs/decisions/0063-dwell-figures.md): the mean whole length of the counted visits;
 * its share of the allowance; an allowance of 0 reads as none (no share, nobody exceeding), as the dwell alerts
 * read it.
 */
export function dwellFiguresOf(row: DwellRow): DwellFigures {
  const visits = row.closed_count + row.inside;
  const avg = visits ? Math.round((row.closed_seconds + row.open_seconds) / visits) : 0;
  const allowance = row.allowable_dwell_days;
  return {
    devices_count: row.inside,
    avg_time: avg,
    average_dwell_time_percentage: allowance ? round2((avg / (allowance * DAY_SECONDS)) * 100) : null,
    assets_exceeding_dwell: allowance ? row.exceeding : 0,
  };
}

function toDwellGeofence(row: DwellRow): DwellGeofence {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    lat: row.latitude,
    lng: row.longitude,
    radius: row.radius,
    is_irregular: row.is_irregular ? 1 : 0,
    allowable_dwell_days: row.allowable_dwell_days,
    max_assets: row.max_assets,
    min_assets: row.min_assets,
    ...dwellFiguresOf(row),
  };
}

/** GET /accounts/{id}/dwell/geofences: a page of geofences in name order, each with its figures. */
export async function listDwell(
  db: Db,
  access: AccountAccess,
  query: DwellListQuery,
): Promise<DwellGeofencePage> {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? PAGE_SIZES.tables[0];
  const [total, rows] = await Promise.all([
    countGeofences(db, access.accountId, query.search),
    findDwellPage(db, scopeOf(access, query.period), {
      search: query.search,
      limit: perPage,
      offset: (page - 1) * perPage,
    }),
  ]);
  return { data: rows.map(toDwellGeofence), meta: pageMeta(page, perPage, total, rows.length) };
}

/**
 * GET /accounts/{id}/dwell/geofences/{id}: one geofence's figures. `field` names the figure the client is
 * refreshing; all four are answered (one geofence's figures cost one small statement together).
 */
export async function dwellGeofenceOf(
  db: Db,
  access: AccountAccess,
  geofenceId: number,
  query: DwellGeofenceQuery,
): Promise<DwellGeofence> {
  const row = await findDwellGeofence(db, scopeOf(access, query.period), geofenceId);
  if (!row) throw notFound(GEOFENCE_TEXTS.notFound);
  return toDwellGeofence(row);
}

/** GET /accounts/{id}/dwell/geofences/{id}/devices: the trackers inside now, longest stay first. */
export async function dwellDevicesOf(
  db: Db,
  access: AccountAccess,
  geofenceId: number,
): Promise<DwellDevice[]> {
  if (!(await geofenceInAccount(db, access.accountId, geofenceId))) throw notFound(GEOFENCE_TEXTS.notFound);
  const scope = scopeOf(access);
  const rows = await findDwellDevices(db, scope, geofenceId);
  const groups = await loadTrackerGroups(db, [access.accountId], { deviceIds: rows.map((r) => r.id) });
  const now = scope.now.getTime();
  return rows.map((row) => {
    const enteredAt = new Date(row.entered_at);
    return {
      device: { id: row.id, name: row.name, groups: groups.refsOf(row.id) },
      entered_at: enteredAt.toISOString(),
      days_spent_since_entry: round2(Math.max(0, now - enteredAt.getTime()) / (DAY_SECONDS * 1000)),
    };
  });
}
