import { ShipmentMarkersLayer } from './layers/shipment-markers-layer.tsx';
import { ShipmentRouteLayer } from './layers/shipment-route-layer.tsx';
import { MapView } from './map-view.tsx';
import type { MappedShipment, ShipmentRoute } from './shipment-features.ts';

/** The shipment map's two modes (spec 2 §4): cluster for the list, single for one shipment. */
export type ShipmentsMapProps =
  | { mode: 'cluster'; shipments: readonly MappedShipment[] | undefined; onOpen?: (id: number) => void }
  | { mode: 'single'; route: ShipmentRoute | undefined };

/** The shipment screens' map: its own chunk, with the MapLibre of the other maps. */
export default function ShipmentsMap(props: ShipmentsMapProps) {
  return (
    <MapView>
      {props.mode === 'cluster' && props.shipments && (
        <ShipmentMarkersLayer shipments={props.shipments} onOpen={props.onOpen} />
      )}
      {props.mode === 'single' && props.route && <ShipmentRouteLayer route={props.route} />}
    </MapView>
  );
}
