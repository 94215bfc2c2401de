import { clipPolygon, clipPolyline } from 'lineclip';

/** [lng, lat] */
export type LngLat = [number, number];
/** [west, south, east, north] in degrees. */
export type Box = [number, number, number, number];

/**
 * The ring cut to the box (lineclip's Sutherland–Hodgman): the box is convex, so the cut ring is the part of the
 * fill inside it, and the PDF carries no land of the tiles' margins. Null when nothing of it is left.
 */
export function clipRing(ring: LngLat[], box: Box): LngLat[] | null {
  const out = clipPolygon(ring, box) as LngLat[];
  return out.length >= 3 ? out : null;
}

/** The pieces of a line inside the box: a border leaving and re-entering the box becomes two lines. */
export function clipLine(line: LngLat[], box: Box): LngLat[][] {
  return (clipPolyline(line, box) as LngLat[][]).filter((piece) => piece.length > 1);
}
