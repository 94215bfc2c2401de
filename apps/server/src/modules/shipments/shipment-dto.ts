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

/** Drops an internal id: the public page names things, it never numbers them. */
const withoutId = <T extends { id: number }>(value: T): Omit<T, 'id'> => {
  const { id: _id, ...rest } = value;
  return rest;
};

/** The answer's own fields, the same for the account and the public page. */
function commonFields(row: ShipmentRow, extras: ShipmentExtras) {
  const out: Omit<PublicShipment, 'device' | 'from_geofence' | 'to_geofence' | 'events'> = {
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
  return out;
}

/** The ends' geofences, as asked (null for an address end). */
function ends(row: ShipmentRow, extras: ShipmentExtras) {
  const geofences = extras.geofences!;
  return {
    from: toGeofence(row.from_geofence_id ? geofences.get(row.from_geofence_id) : undefined),
    to: toGeofence(row.to_geofence_id ? geofences.get(row.to_geofence_id) : undefined),
  };
}

/**
 * What the public page may see (spec 2 §2, decision 0045): no ids of the account (tracker, events, geofences),
 * no notification addresses.
 */
export function toPublicShipment(row: ShipmentRow, extras: ShipmentExtras): PublicShipment {
  const out: PublicShipment = commonFields(row, extras);
  if (extras.withDevice) out.device = { name: row.tracker_name };
  if (extras.geofences) {
    const { from, to } = ends(row, extras);
    out.from_geofence = from && withoutId(from);
    out.to_geofence = to && withoutId(to);
  }
  if (extras.events) out.events = extras.events.map((e) => withoutId(toEvent(e)));
  return out;
}

export function toShipmentDto(row: ShipmentRow, extras: ShipmentExtras): Shipment {
  const out: Shipment = {
    id: row.id,
    account_id: row.account_id,
    device_id: row.device_id,
    ...commonFields(row, extras),
    archived_at: iso(row.archived_at),
    from_geofence_id: row.from_geofence_id,
    to_geofence_id: row.to_geofence_id,
    notify_at: row.notify_at,
    notification_emails: row.notification_emails ?? [],
    notification_phone_numbers: row.notification_phone_numbers ?? [],
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
  };
  if (extras.withDevice) out.device = { id: row.device_id, name: row.tracker_name };
  if (extras.geofences) {
    const { from, to } = ends(row, extras);
    out.from_geofence = from;
    out.to_geofence = to;
  }
  if (extras.events) out.events = extras.events.map(toEvent);
  return out;
}
