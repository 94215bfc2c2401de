import type { Device, FixType } from '@lodestar/contracts';
import { MAP } from '@lodestar/contracts';
import type { GeoJSONSource } from 'maplibre-gl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNow } from '../../hooks/use-now.ts';
import { mapDebug } from '../map-debug.ts';
import { createTrackerFeatureBuilder, featureBounds, visibleTrackerFeatures } from '../tracker-features.ts';
import { TrackerPopup } from '../tracker-popup.tsx';
import { useMapInstance } from '../use-map-instance.ts';
import { GeoJsonSourceSync } from './geojson-source-sync.ts';
import { livePaceOf, mapSettled } from './live-pace.ts';
import { addTrackerLayers, removeTrackerLayers, showPins, TRACKERS_SOURCE } from './tracker-layer-style.ts';
import { useMarkerClicks } from './use-marker-clicks.ts';

export { TRACKERS_SOURCE } from './tracker-layer-style.ts';

interface TrackersLayerProps {
  devices: readonly Device[];
  shownFixes: ReadonlySet<FixType>;
  /** The BLE feature's pin icons instead of circle markers. */
  pins: boolean;
  /** Single mode: only this tracker, centred at the single tracker zoom with its popup open. */
  focusedTrackerId: number | null;
  /** The screen's filter choice (the list's groups): a change is drawn at once and the map fits it. */
  filterKey?: string;
  /** Hears which tracker's popup is open (null: none), for the overlays of one tracker. */
  onSelect?: (trackerId: number | null) => void;
}

/**
 * One marker per tracker, clustered and coloured by the marker rule. The source is added once; new positions
 * reach it as diffs of the markers that changed, at most once per LIVE_MAP.sourceInterval (GeoJsonSourceSync),
 * so MapLibre re-clusters in its worker and React renders nothing but the open popup. The first time trackers
 * are known, the map fits them (cluster mode) or centres the focused one.
 */
export function TrackersLayer({
  devices,
  shownFixes,
  pins,
  focusedTrackerId,
  filterKey = '',
  onSelect,
}: TrackersLayerProps) {
  const map = useMapInstance();
  const now = useNow();
  const [buildFeatures] = useState(createTrackerFeatureBuilder);
  const all = useMemo(() => buildFeatures(devices, now), [buildFeatures, devices, now]);
  const features = useMemo(
    () => visibleTrackerFeatures(all, shownFixes, focusedTrackerId),
    [all, shownFixes, focusedTrackerId],
  );
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const placed = useRef<string | null>(null);
  const sync = useRef<GeoJsonSourceSync | null>(null);
  // what the user chose to see; a change of it reaches the map at once, unlike live positions
  const shown = useRef<unknown[]>([]);
  useMarkerClicks(setSelectedId);
  const selectListener = useRef(onSelect);
  selectListener.current = onSelect;
  useEffect(() => selectListener.current?.(selectedId), [selectedId]);

  // the markers as this render computed them, for the source's first data
  const latest = useRef(features);
  latest.current = features;

  useEffect(() => {
    // trackers already known go in with the source itself: an empty source first would make the new markers
    // wait for the worker to load and tile nothing, on the first render's critical path
    const first = latest.current.features;
    addTrackerLayers(map, { type: 'FeatureCollection', features: [...first] });
    sync.current = new GeoJsonSourceSync(() => map.getSource<GeoJSONSource>(TRACKERS_SOURCE), {
      interval: livePaceOf(map),
      settled: () => mapSettled(map),
    });
    sync.current.adopt(first);
    return () => {
      sync.current?.dispose();
      sync.current = null;
      removeTrackerLayers(map);
    };
  }, [map]);

  useEffect(() => showPins(map, pins), [map, pins]);

  useEffect(() => {
    const choice = [shownFixes, focusedTrackerId, filterKey];
    const chosen = choice.some((value, i) => value !== shown.current[i]);
    const filtered = shown.current.length > 0 && filterKey !== shown.current[2];
    shown.current = choice;
    sync.current?.show(features.features, chosen);
    recordFirstRender(map, features.features.length);
    if (filtered) recordFilteredRender(map, features.features.length, sync.current);
    // place the view once per mode and filter choice, not on every live update, so the user's panning is kept
    const view = focusedTrackerId === null ? `cluster-${filterKey}` : `single-${focusedTrackerId}`;
    if (placed.current === view) return;
    const bounds = featureBounds(features);
    if (!bounds) return;
    placed.current = view;
    if (focusedTrackerId !== null) {
      map.jumpTo({ center: [bounds[0], bounds[1]], zoom: MAP.singleTrackerZoom });
      setSelectedId(focusedTrackerId);
    } else {
      map.fitBounds(bounds, { padding: 48, maxZoom: MAP.fitZoom, duration: 0 });
    }
  }, [map, features, shownFixes, focusedTrackerId, filterKey]);

  // the popup stays while the tracker has a marker: a position, and a fix type the filter shows
  const selected =
    selectedId === null ? undefined : features.features.find((f) => f.properties.id === selectedId);
  const device = selected && devices.find((d) => d.id === selectedId);
  if (!device) return null;
  return <TrackerPopup device={device} now={now} onClose={() => setSelectedId(null)} />;
}

/**
 * Notes in the debug hook when the map has first drawn the trackers (the bench's first clustered render): the
 * first frame after the data was set in which the source has finished clustering and its tiles hold features.
 * Not 'idle', which also waits for the base map's land.
 */
function recordFirstRender(map: ReturnType<typeof useMapInstance>, count: number): void {
  const debug = mapDebug();
  if (count === 0 || debug.trackersDataSet !== undefined) return;
  debug.trackersDataSet = performance.now();
  const onRender = () => {
    if (!map.isSourceLoaded(TRACKERS_SOURCE) || map.querySourceFeatures(TRACKERS_SOURCE).length === 0) return;
    map.off('render', onRender);
    debug.firstTrackersRender = performance.now();
    debug.firstTrackersCount = count;
  };
  map.on('render', onRender);
}

/**
 * Notes in the debug hook when the map has drawn a new filter choice (the bench's 'filter the map by a group'):
 * the first frame after the choice in which the sync has sent it and the source has finished clustering it.
 */
function recordFilteredRender(
  map: ReturnType<typeof useMapInstance>,
  count: number,
  sync: GeoJsonSourceSync | null,
): void {
  const debug = mapDebug();
  const chosenAt = performance.now();
  debug.filterChosen = chosenAt;
  debug.filteredTrackersRender = undefined;
  const onRender = () => {
    if (debug.filterChosen !== chosenAt) return void map.off('render', onRender);
    if (sync?.waiting || !map.isSourceLoaded(TRACKERS_SOURCE)) return;
    if (count > 0 && map.querySourceFeatures(TRACKERS_SOURCE).length === 0) return;
    map.off('render', onRender);
    debug.filteredTrackersRender = performance.now();
    debug.filteredTrackersCount = count;
  };
  map.on('render', onRender);
  map.triggerRepaint();
}
