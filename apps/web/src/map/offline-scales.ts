/**
 * The bundled base map comes at two scales (issue 26 item 13). Below this zoom the world files are drawn: Natural
 * Earth 1:50m land and borders, lakes of 500 km² and more, the names of places of a million people. From it on,
 * the detailed ones: 1:10m, lakes of 20 km², every labelled place, county lines. A map worker tiling the whole
 * world at 1:10m kept a 2-core machine busy for 5 s after the trackers were drawn, for detail that a world view
 * cannot show; and a street view never needs the world files. The tiles of each zoom carry its scale (decision 0059).
 */
export const DETAIL_ZOOM = 5;

/**
 * The deepest zoom of the bundled base map's tiles (apps/web/scripts/base-map-tiles.ts); the map over-zooms them
 * beyond. Its 1:10m and 1 km sources have no detail a deeper tile would show.
 */
export const TILES_MAX_ZOOM = 7;

/** The zoom from which the state and county lines are drawn; the tiles below it leave them out. */
export const LINES_FROM_ZOOM = { states: 2, counties: 6 } as const;
