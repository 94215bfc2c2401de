import { MAP } from '@lodestar/contracts';
import { useEffect } from 'react';
import type { MappedAnchor } from './anchor-features.ts';
import { AnchorPinLayer } from './layers/anchor-pin-layer.tsx';
import { AnchorsLayer } from './layers/anchors-layer.tsx';
import { MapView } from './map-view.tsx';
import { useMapInstance } from './use-map-instance.ts';

/** Where the map should fly, at the address zoom (16, spec 1 §2.8): a place chosen from the address search or an anchor. */
export interface AnchorMapTarget {
  lat: number;
  lng: number;
  /** A new number for each request, so choosing the same place twice flies twice. */
  seq: number;
}

export interface AnchorsMapProps {
  anchors: readonly MappedAnchor[];
  /** The list's cluster mode fits the anchors when they first load; the wizard leaves the view alone. */
  fitOnLoad: boolean;
  onAnchorClick?: (id: number) => void;
  /** The wizard's pin (create and edit modes); undefined: no pin layer at all. */
  pin?: { lat: number; lng: number } | null;
  radiusFt?: number;
  /** Set while the pin may be placed and dragged. */
  onPlace?: (point: { lat: number; lng: number }) => void;
  target?: AnchorMapTarget | null;
}

function FlyTo({ target }: { target: AnchorMapTarget | null | undefined }) {
  const map = useMapInstance();
  useEffect(() => {
    if (!target) return;
    // at the address zoom whatever the place's size (spec 1 §2.8): an anchor is placed on a building's plan
    map.flyTo({ center: [target.lng, target.lat], zoom: MAP.addressFlyZoom });
  }, [map, target]);
  return null;
}

/** The anchor screens' map (spec 1 §2.8): the anchors, the wizard's pin, and flights to chosen places. Its own chunk. */
export default function AnchorsMap(props: AnchorsMapProps) {
  return (
    <MapView>
      <AnchorsLayer anchors={props.anchors} fitOnLoad={props.fitOnLoad} onAnchorClick={props.onAnchorClick} />
      {props.pin !== undefined && (
        <AnchorPinLayer pin={props.pin} radiusFt={props.radiusFt ?? 30} onPlace={props.onPlace} />
      )}
      <FlyTo target={props.target} />
    </MapView>
  );
}
