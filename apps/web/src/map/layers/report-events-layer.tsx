import type { ReportEvent } from '@lodestar/contracts';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useMemo, useState } from 'react';
import { emptyCollection } from '../base-style.ts';
import { mapDebug } from '../map-debug.ts';
import { reportEventFeatures } from '../report-event-features.ts';
import { ReportEventPopup } from '../report-event-popup.tsx';
import { useMapInstance } from '../use-map-instance.ts';
import { useLayerClicks } from './use-layer-clicks.ts';

/** Source and layer ids; e2e tests read them. */
export const REPORT_EVENTS_SOURCE = 'report-events';
export const REPORT_EVENTS_LAYER = 'report-events';
const CLICKABLE = [REPORT_EVENTS_LAYER];

/** What the report map adds to the debug hook: how many event markers its source holds (e2e tests). */
interface ReportMapDebug {
  reportEventMarkers?: number;
}
const reportDebug = () => mapDebug() as ReturnType<typeof mapDebug> & ReportMapDebug;

function addLayer(map: MapLibreMap): void {
  map.addSource(REPORT_EVENTS_SOURCE, { type: 'geojson', data: emptyCollection() });
  // diamonds would need a sprite; a smaller square-ish circle with a thick ring tells events from stops
  map.addLayer({
    id: REPORT_EVENTS_LAYER,
    type: 'circle',
    source: REPORT_EVENTS_SOURCE,
    paint: {
      'circle-color': ['get', 'paint'],
      'circle-radius': 6,
      'circle-stroke-width': 3,
      'circle-stroke-color': '#ffffff',
    },
  });
}

function removeLayer(map: MapLibreMap): void {
  if (!map.style) return;
  if (map.getLayer(REPORT_EVENTS_LAYER)) map.removeLayer(REPORT_EVENTS_LAYER);
  if (map.getSource(REPORT_EVENTS_SOURCE)) map.removeSource(REPORT_EVENTS_SOURCE);
}

/**
 * A report's events where they happened, above the path and the stops, coloured by kind; a click (after the
 * click versus double-click rule) opens the event's popup.
 */
export function ReportEventsLayer({ events }: { events: readonly ReportEvent[] }) {
  const map = useMapInstance();
  const features = useMemo(() => reportEventFeatures(events), [events]);
  const [selected, setSelected] = useState<number | null>(null);

  useEffect(() => {
    addLayer(map);
    return () => removeLayer(map);
  }, [map]);
  useLayerClicks(CLICKABLE, (hit) => setSelected(hit ? Number(hit.properties.index) : null));

  useEffect(() => {
    map.getSource<GeoJSONSource>(REPORT_EVENTS_SOURCE)?.setData(features);
    reportDebug().reportEventMarkers = features.features.length;
    setSelected(null);
  }, [map, features]);

  const event = features.features.find((f) => f.properties.index === selected);
  return event ? <ReportEventPopup event={event} onClose={() => setSelected(null)} /> : null;
}
