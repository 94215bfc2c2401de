import { debugHooks, type DebugHooks } from '../api/debug-hooks.ts';

/** What the map adds to the debug hook, for e2e tests and the browser bench (bench/items/browser-*.ts). */
export interface MapDebug {
  /** performance.now() when the trackers source first held every tracker and the map had drawn it. */
  firstTrackersRender?: number;
  /** performance.now() when MapLibre had loaded its style (the map chunk downloaded, parsed and started). */
  mapLoaded?: number;
  /** performance.now() when the trackers first went into the source. */
  trackersDataSet?: number;
  /** How many trackers that first render held. */
  firstTrackersCount?: number;
  /** performance.now() when the bundled land went into the map (after the first layers drew). */
  baseLandShown?: number;
  /** performance.now() when the bundled land was loaded and the background turned from land colour to water. */
  baseLandDrawn?: number;
  /**
   * performance.now() when the whole bundled base map (land, lakes, borders, state and county lines, place names)
   * was loaded and drawn for the view: the bench's 'base map fully drawn'.
   */
  baseMapDrawn?: number;
  /** React renders of the tracker map: live positions must not add one each. */
  mapRenders?: number;
  /** performance.now() when a tracker's history path went into its source (tracker details). */
  historyPathDataSet?: number;
  /**
   * performance.now() of the first frame that showed that path, for a long path its preview drawn to half a pixel
   * at the view's zoom (map/path-preview.ts); the bench's history draw time.
   */
  historyPathDrawn?: number;
  /** performance.now() when the full path (every fix) was drawn; the same frame as historyPathDrawn for short ones. */
  historyPathFullDrawn?: number;
  /** How many fixes the full path held; set with historyPathFullDrawn. */
  historyPathCount?: number;
  /** performance.now() when the tracker map got a new filter choice (the list's groups). */
  filterChosen?: number;
  /** performance.now() of the first frame that drew that choice's trackers, clustered. */
  filteredTrackersRender?: number;
  /** How many trackers that choice showed; set with filteredTrackersRender. */
  filteredTrackersCount?: number;
}

/** The debug hook with the map's fields (kept beside the map so the shared hook stays map-agnostic). */
export function mapDebug(): DebugHooks & MapDebug {
  return debugHooks() as DebugHooks & MapDebug;
}
