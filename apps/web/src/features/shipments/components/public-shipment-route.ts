import type { PublicShipment } from '@lodestar/contracts';
import { geofenceRing, type ShipmentPlace, type ShipmentRoute } from '../../../map/shipment-features.ts';

type End = 'from' | 'to';

function placeOf(shipment: PublicShipment, end: End): ShipmentPlace {
  const geofence = shipment[`${end}_geofence`];
  const address = shipment[`${end}_address`];
  if (geofence)
    return { name: address.name, lat: geofence.lat, lng: geofence.lng, ring: geofenceRing(geofence) };
  return { name: address.name, lat: address.lat, lng: address.lng, ring: null };
}

/** What the public page's map draws: the two ends, the path from the start to the end (or now), the tracker. */
export function publicShipmentRoute(shipment: PublicShipment): ShipmentRoute {
  const current = shipment.current_position?.location;
  return {
    from: placeOf(shipment, 'from'),
    to: placeOf(shipment, 'to'),
    path: (shipment.path ?? []).map((p) => p.location),
    current: current ? { lng: current[0], lat: current[1] } : null,
    status: shipment.status,
  };
}
