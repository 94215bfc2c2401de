import { sql } from 'drizzle-orm';
import { SHIPMENT_ARRIVAL_RADIUS_M, type GeofencePolygon, type ShipmentStatus } from '@lodestar/contracts';
import type { Db } from '../../../db/database.ts';
import { geofenceArea, signedEdgeDistanceM, type GeofenceArea } from '../../geofences/geofence-geometry.ts';
import { rowsOf } from '../../positions/sql-rows.ts';
import { AccountCache } from '../../accounts/account-cache.ts';

/** What the detector needs of a shipment still under way (ended_at null). */
export interface OngoingShipment {
  id: number;
  deviceId: number;
  status: ShipmentStatus;
  startAt: Date;
  endAt: Date;
  startedAt: Date | null;
  lateAt: Date | null;
  /** The start place: its geofence's shape, or SHIPMENT_ARRIVAL_RADIUS_M around the address. */
  origin: GeofenceArea;
  destination: GeofenceArea;
  to: { lat: number; lng: number };
  /** The start point lies in the destination (a round trip): arriving needs the tracker seen away from it first. */
  roundTrip: boolean;
}

interface Row {
  id: number;
  device_id: number;
  status: ShipmentStatus;
  start_at: Date;
  end_at: Date;
  started_at: Date | null;
  late_at: Date | null;
  from_name: string;
  from_lat: number;
  from_lng: number;
  to_name: string;
  to_lat: number;
  to_lng: number;
  fg_lat: number | null;
  fg_lng: number | null;
  fg_radius: number | null;
  fg_geo_json: GeofencePolygon | null;
  tg_lat: number | null;
  tg_lng: number | null;
  tg_radius: number | null;
  tg_geo_json: GeofencePolygon | null;
}

/** A geofence end is its shape while the geofence exists; otherwise (or an address) a circle around the point. */
function area(
  id: number,
  name: string,
  lat: number,
  lng: number,
  g: { lat: number | null; lng: number | null; radius: number | null; geo: GeofencePolygon | null },
): GeofenceArea {
  if (g.lat !== null && g.lng !== null)
    return geofenceArea(id, name, { lat: g.lat, lng: g.lng, radius: g.radius, geoJson: g.geo });
  return geofenceArea(id, name, { lat, lng, radius: SHIPMENT_ARRIVAL_RADIUS_M, geoJson: null });
}

export type DeviceShipments = Map<number, OngoingShipment[]>;

async function loadAccount(db: Db, accountId: number): Promise<DeviceShipments> {
  const rows = await rowsOf<Row>(
    db,
    sql`select s.id, s.device_id, s.status, s.start_at, s.end_at, s.started_at, s.late_at, s.from_name, s.from_lat, s.from_lng,
        s.to_name, s.to_lat, s.to_lng,
        fg.latitude as fg_lat, fg.longitude as fg_lng, fg.radius as fg_radius, fg.geo_json as fg_geo_json,
        tg.latitude as tg_lat, tg.longitude as tg_lng, tg.radius as tg_radius, tg.geo_json as tg_geo_json
      from shipments s
      left join geofences fg on fg.id = s.from_geofence_id
      left join geofences tg on tg.id = s.to_geofence_id
      where s.account_id = ${accountId} and s.ended_at is null`,
  );
  const byDevice: DeviceShipments = new Map();
  for (const r of rows) {
    const item: OngoingShipment = {
      id: r.id,
      deviceId: r.device_id,
      status: r.status,
      startAt: new Date(r.start_at),
      endAt: new Date(r.end_at),
      startedAt: r.started_at ? new Date(r.started_at) : null,
      lateAt: r.late_at ? new Date(r.late_at) : null,
      origin: area(r.id, r.from_name, r.from_lat, r.from_lng, {
        lat: r.fg_lat,
        lng: r.fg_lng,
        radius: r.fg_radius,
        geo: r.fg_geo_json,
      }),
      destination: area(r.id, r.to_name, r.to_lat, r.to_lng, {
        lat: r.tg_lat,
        lng: r.tg_lng,
        radius: r.tg_radius,
        geo: r.tg_geo_json,
      }),
      to: { lat: r.to_lat, lng: r.to_lng },
      roundTrip: false,
    };
    item.roundTrip = signedEdgeDistanceM(item.destination, r.from_lat, r.from_lng) <= 0;
    const list = byDevice.get(r.device_id);
    if (list) list.push(item);
    else byDevice.set(r.device_id, [item]);
  }
  return byDevice;
}

/**
 * Each account's ongoing shipments by tracker, read at the account's first fix and kept until its shipments
 * change: this instance's writes and clock transitions call `changed`; other instances' arrive through
 * db/account-change-listener.ts on SHIPMENTS_CHANNEL, as GeofenceIndexes does. An account without ongoing
 * shipments costs one map lookup a fix.
 */
export class OngoingShipments extends AccountCache<DeviceShipments> {
  constructor(db: Db) {
    super((accountId) => loadAccount(db, accountId));
  }
}
