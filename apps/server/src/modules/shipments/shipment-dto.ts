import type { PublicShipment, Shipment, ShipmentEvent, ShipmentPoint } from '@lodestar/contracts';
import type {
  GeofencePlaceRow,
  PathPointRow,
  ShipmentEventRow,
  ShipmentRow,
} from './shipments.repository.ts';

const iso = (d: Date | string | null | undefined) => (d == null ? null : new Date(d).toISOString());

export interface ShipmentExtras {
  geofences?: Map<number, GeofencePlaceRow>;
  withCurrent?: boolean;
  path?: PathPointRow[];
  events?: ShipmentEventRow[];
  withDevice?: boolean;
}

export const toPoint = (p: PathPointRow): ShipmentPoint => ({
  location: [p.longitude, p.latitude],
  timestamp: iso(p.fix_time)!,
  speed: p.speed,
  fix: p.fix as ShipmentPoint['fix'],
  address: p.address,
});

const toEvent = (e: ShipmentEventRow): ShipmentEvent => ({
  id: Number(e.id),
  event_type: e.event_type,
  event_at: iso(e.created_at)!,
  description: e.description,
});

const toGeofence = (g: GeofencePlaceRow | undefined) =>
  g
    ? {
        id: g.id,
        name: g.name,
        address: g.address,
        lat: g.lat,
        lng: g.lng,
        radius: g.radius,
        geo_json: g.geo_json ?? null,
      }
    : null;

/** What the public page may see: no ids of the account, no notification addresses (spec 2 §2). */
export function toPublicShipment(row: ShipmentRow, extras: ShipmentExtras): PublicShipment {
  const out: PublicShipment = {
    uuid: row.uuid,
    name: row.name,
    carrier: row.carrier,
    status: row.status,
    start_at: iso(row.start_at)!,
    end_at: iso(row.end_at)!,
    estimated_end_at: iso(row.estimated_end_at),
    ended_at: iso(row.ended_at),
    tracker_name: row.tracker_name,
    from_address: { name: row.from_name, lat: row.from_lat, lng: row.from_lng },
    to_address: { name: row.to_name, lat: row.to_lat, lng: row.to_lng },
  };
  if (extras.withDevice) out.device = { id: row.device_id, name: row.tracker_name };
  if (extras.geofences) {
    out.from_geofence = toGeofence(
      row.from_geofence_id ? extras.geofences.get(row.from_geofence_id) : undefined,
    );
    out.to_geofence = toGeofence(row.to_geofence_id ? extras.geofences.get(row.to_geofence_id) : undefined);
  }
  if (extras.withCurrent)
    out.current_position =
      row.cp_time == null
        ? null
        : toPoint({
            latitude: row.cp_lat!,
            longitude: row.cp_lng!,
            fix_time: row.cp_time,
            speed: row.cp_speed ?? null,
            fix: row.cp_fix ?? 'gps',
            address: row.cp_address ?? null,
          });
  if (extras.path) out.path = extras.path.map(toPoint);
  if (extras.events) out.events = extras.events.map(toEvent);
  return out;
}

export function toShipmentDto(row: ShipmentRow, extras: ShipmentExtras): Shipment {
  return {
    id: row.id,
    account_id: row.account_id,
    device_id: row.device_id,
    ...toPublicShipment(row, extras),
    archived_at: iso(row.archived_at),
    from_geofence_id: row.from_geofence_id,
    to_geofence_id: row.to_geofence_id,
    notify_at: row.notify_at,
    notification_emails: row.notification_emails ?? [],
    notification_phone_numbers: row.notification_phone_numbers ?? [],
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
  };
}
