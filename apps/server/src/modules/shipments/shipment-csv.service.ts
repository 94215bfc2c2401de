import { SHIPMENT_PATH_MAX, type ShipmentListQuery } from '@lodestar/contracts';
import { mpsToMph } from '@lodestar/domain';
import type { Db } from '../../db/database.ts';
import type { AccountAccess } from '../accounts/account-access.ts';
import { csvText } from '../downloads/csv-file.ts';
import { formatTime, zoneLabel, type TimeZoneChoice } from '../downloads/time-zone.ts';
import { findOwnShipment, listFilter } from './shipments.service.ts';
import { findShipments, findTrack } from './shipments.repository.ts';

/** 'Download these shipments' (spec 2 §2): the list as filtered, times in the user's zone. */
export async function shipmentListCsv(
  db: Db,
  access: AccountAccess,
  query: ShipmentListQuery,
  zone: TimeZoneChoice,
): Promise<string> {
  const rows = await findShipments(db, listFilter(access, query));
  const z = zoneLabel(zone);
  const header = [
    'Name',
    'Status',
    'Tracker',
    'Carrier',
    'From',
    'To',
    `Start (${z})`,
    `Scheduled End (${z})`,
    `Estimated End (${z})`,
    `Actual End (${z})`,
    'Archived',
  ];
  return csvText(
    header,
    rows.map((r) => [
      r.name,
      r.status,
      r.tracker_name,
      r.carrier ?? '',
      r.from_name,
      r.to_name,
      formatTime(new Date(r.start_at), zone),
      formatTime(new Date(r.end_at), zone),
      r.ended_at ? '' : formatTime(r.estimated_end_at && new Date(r.estimated_end_at), zone),
      formatTime(r.ended_at && new Date(r.ended_at), zone),
      r.archived_at ? 'yes' : 'no',
    ]),
  );
}

/** 'Download these points' (spec 2 §2): the shipment's own track only, times in the user's zone. */
export async function shipmentPointsCsv(
  db: Db,
  access: AccountAccess,
  id: number,
  zone: TimeZoneChoice,
): Promise<{ name: string; csv: string }> {
  const row = await findOwnShipment(db, access, id);
  const points = await findTrack(
    db,
    row.device_id,
    new Date(row.track_from!), // the account's window always has a start
    new Date(row.track_to),
    SHIPMENT_PATH_MAX,
  );
  const header = [`Time (${zoneLabel(zone)})`, 'Latitude', 'Longitude', 'Speed (mph)', 'Fix', 'Address'];
  const mph = (mps: number | null) => (mps === null ? '' : Math.round(mpsToMph(mps) * 10) / 10);
  return {
    name: row.name,
    csv: csvText(
      header,
      points.map((p) => [
        formatTime(new Date(p.fix_time), zone),
        p.latitude,
        p.longitude,
        mph(p.speed),
        p.fix,
        p.address ?? '',
      ]),
    ),
  };
}
