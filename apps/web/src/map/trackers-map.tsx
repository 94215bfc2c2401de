import type { Device } from '@lodestar/contracts';
import { TrackersLayer } from './layers/trackers-layer.tsx';
import { MapView } from './map-view.tsx';
import { MarkerLegend } from './marker-legend.tsx';

/** The tracker list's map: every tracker clustered, with the marker legend. Loaded as its own chunk. */
export default function TrackersMap({ devices }: { devices: readonly Device[] }) {
  return (
    <MapView overlay={<MarkerLegend />}>
      <TrackersLayer devices={devices} />
    </MapView>
  );
}
