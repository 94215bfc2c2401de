import type { DeviceListQuery } from '@lodestar/contracts';
import { mpsToMph } from '@lodestar/domain';
import type { Db } from '../../db/database.ts';
import type { AccountAccess } from '../accounts/account-access.ts';
import { findCurrentPositions } from '../devices/current-positions.repository.ts';
import { modelsOf } from '../devices/device-parts.ts';
import { findDevices } from '../devices/devices.repository.ts';
import { loadTrackerGroups, requireAccountGroups } from '../groups/tracker-groups.ts';
import { csvText } from './csv-file.ts';
import { formatTime, zoneLabel, type TimeZoneChoice } from './time-zone.ts';
import { trackerFilter } from './tracker-filter.ts';

const round = (value: number | null, digits: number) =>
  value === null ? null : Number(value.toFixed(digits));

/**
 * POST /accounts/{id}/device-list: the visible trackers matching the list filters as CSV, in list order, each with
 * the names of its groups (in name order, comma-separated, in one column). Built
 * whole (10,000 trackers are about 1.5 MB) so the answer has a length and the download can show progress.
 */
export async function trackerListCsv(
  db: Db,
  access: AccountAccess,
  query: DeviceListQuery,
  zone: TimeZoneChoice,
): Promise<string> {
  if (query.group_ids) await requireAccountGroups(db, access.accountId, query.group_ids);
  const rows = await findDevices(db, trackerFilter(access, query));
  const ids = rows.map((r) => r.id);
  // above a few hundred trackers the whole account is one index scan, cheaper than a long id list
  const wholeAccount = ids.length > 500;
  const [models, current, groups] = await Promise.all([
    modelsOf(db, rows),
    findCurrentPositions(db, access.accountId, wholeAccount ? undefined : ids),
    loadTrackerGroups(db, [access.accountId], { deviceIds: wholeAccount ? undefined : ids }),
  ]);
  const positions = new Map(current.map((c) => [c.position.deviceId, c.position]));
  const header = [
    'Name',
    'Serial',
    'IMEI',
    'Model',
    'Status',
    `Last report (${zoneLabel(zone)})`,
    'Address',
    'Latitude',
    'Longitude',
    'Battery (%)',
    'Speed (mph)',
    'Fix',
    'Groups',
  ];
  const records = rows.map((row) => {
    const p = positions.get(row.id);
    return [
      row.name,
      row.serial,
      row.imei,
      models.get(row.modelId)?.title ?? null,
      row.status,
      formatTime(p?.fixTime ?? null, zone),
      p?.address ?? null,
      p?.latitude ?? null,
      p?.longitude ?? null,
      p?.battery ?? null,
      p?.speed == null ? null : round(mpsToMph(p.speed), 1),
      p?.fix ?? null,
      groups
        .refsOf(row.id)
        .map((g) => g.name)
        .join(', ') || null,
    ];
  });
  return csvText(header, records);
}
