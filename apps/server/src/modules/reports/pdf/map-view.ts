import type { Box, LngLat } from '../../../integrations/base-map/base-map-reader.ts';
import { project, TILE_SIZE, unproject } from '../../../integrations/base-map/web-mercator.ts';

export interface MapFrame {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What the map shows and where on the page: Web Mercator, north up, the frame filled. */
export interface MapView {
  frame: MapFrame;
  /** The frame's area in lng/lat: what the base map is asked for. */
  box: Box;
  /** A point (world coordinates 0..1) on the page. */
  toPage(world: { x: number; y: number }): [number, number];
  /** A [lng, lat] on the page. */
  lngLatToPage(location: LngLat): [number, number];
  /** Ground metres per point at the frame's centre: the scale bar. */
  metresPerPoint: number;
}

const EARTH_CIRCUMFERENCE = 40_075_016.686;
/** The closest the map zooms in: a tracker that never moved is shown in its streets, not in a single building. */
const MAX_ZOOM = 15;
/** A period without positions shows the last known place at a city's scale. */
const LAST_KNOWN_ZOOM = 11;

export interface WorldBox {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** Grows a box (or none) to hold a point. */
export function extendBox(box: WorldBox | null, [x, y]: [number, number]): WorldBox {
  if (!box) return { minX: x, minY: y, maxX: x, maxY: y };
  return {
    minX: Math.min(box.minX, x),
    minY: Math.min(box.minY, y),
    maxX: Math.max(box.maxX, x),
    maxY: Math.max(box.maxY, y),
  };
}

/**
 * The view showing the whole box with a margin for the markers, or around `center` at a city's scale when there is
 * no box. Null when there is neither (nothing to place the map on).
 */
export function fitView(frame: MapFrame, box: WorldBox | null, center: LngLat | null): MapView | null {
  let cx: number;
  let cy: number;
  let scale: number;
  const minSpan = frame.width / (TILE_SIZE * 2 ** MAX_ZOOM);
  if (box) {
    cx = (box.minX + box.maxX) / 2;
    cy = (box.minY + box.maxY) / 2;
    // 8% on each side, so markers at the edge are drawn whole
    const spanX = Math.max((box.maxX - box.minX) * 1.16, minSpan);
    const spanY = Math.max((box.maxY - box.minY) * 1.16, minSpan);
    scale = Math.min(frame.width / spanX, frame.height / spanY);
  } else if (center) {
    [cx, cy] = project(center);
    scale = TILE_SIZE * 2 ** LAST_KNOWN_ZOOM;
  } else return null;
  const x0 = cx - frame.width / scale / 2;
  const y0 = cy - frame.height / scale / 2;
  const toPage = (world: { x: number; y: number }): [number, number] => [
    frame.x + (world.x - x0) * scale,
    frame.y + (world.y - y0) * scale,
  ];
  const [west, north] = unproject([x0, Math.max(0, y0)]);
  const [east, south] = unproject([x0 + frame.width / scale, Math.min(1, y0 + frame.height / scale)]);
  const centreLat = unproject([cx, cy])[1];
  return {
    frame,
    box: [Math.max(-180, west), south, Math.min(180, east), north],
    toPage,
    lngLatToPage: (location) => {
      const [x, y] = project(location);
      return toPage({ x, y });
    },
    metresPerPoint: (EARTH_CIRCUMFERENCE * Math.cos((centreLat * Math.PI) / 180)) / scale,
  };
}
