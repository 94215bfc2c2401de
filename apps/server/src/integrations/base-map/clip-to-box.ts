/** [lng, lat] */
export type LngLat = [number, number];
/** [west, south, east, north] in degrees. */
export type Box = [number, number, number, number];

/**
 * The ring cut to the box, edge by edge (Sutherland–Hodgman): the box is convex, so the cut ring is the part of
 * the fill inside it, and the PDF carries no land of the tiles' margins. Null when nothing of it is left.
 */
export function clipRing(ring: LngLat[], box: Box): LngLat[] | null {
  const edges: [axis: 0 | 1, limit: number, keepAbove: boolean][] = [
    [0, box[0], true],
    [0, box[2], false],
    [1, box[1], true],
    [1, box[3], false],
  ];
  let out = ring;
  for (const [axis, limit, keepAbove] of edges) {
    const input = out;
    out = [];
    const keeps = (p: LngLat) => (keepAbove ? p[axis] >= limit : p[axis] <= limit);
    for (let i = 0; i < input.length; i++) {
      const current = input[i]!;
      const previous = input[(i + input.length - 1) % input.length]!;
      if (keeps(current) !== keeps(previous)) out.push(crossing(previous, current, axis, limit));
      if (keeps(current)) out.push(current);
    }
    if (out.length === 0) return null;
  }
  return out.length >= 3 ? out : null;
}

/** Where the segment a-b meets the line `axis = limit`. */
function crossing(a: LngLat, b: LngLat, axis: 0 | 1, limit: number): LngLat {
  const t = (limit - a[axis]) / (b[axis] - a[axis]);
  const p: LngLat = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
  p[axis] = limit;
  return p;
}

/** The segment a-b cut to the box (Liang–Barsky), or null when it misses the box. */
function clipSegment(a: LngLat, b: LngLat, box: Box): [LngLat, LngLat] | null {
  let t0 = 0;
  let t1 = 1;
  const d: LngLat = [b[0] - a[0], b[1] - a[1]];
  const checks: [number, number][] = [
    [-d[0], a[0] - box[0]],
    [d[0], box[2] - a[0]],
    [-d[1], a[1] - box[1]],
    [d[1], box[3] - a[1]],
  ];
  for (const [p, q] of checks) {
    if (p === 0) {
      if (q < 0) return null;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return null;
  }
  const at = (t: number): LngLat => [a[0] + d[0] * t, a[1] + d[1] * t];
  return [t0 === 0 ? a : at(t0), t1 === 1 ? b : at(t1)];
}

/** The pieces of a line inside the box: a border leaving and re-entering the box becomes two lines. */
export function clipLine(line: LngLat[], box: Box): LngLat[][] {
  const pieces: LngLat[][] = [];
  let piece: LngLat[] = [];
  for (let i = 1; i < line.length; i++) {
    const cut = clipSegment(line[i - 1]!, line[i]!, box);
    if (!cut) continue;
    const [from, to] = cut;
    if (piece.length === 0 || piece[piece.length - 1] !== from) {
      if (piece.length > 1) pieces.push(piece);
      piece = [from];
    }
    piece.push(to);
    // a cut end (not the line's own point) leaves the box: the next segment inside starts a new piece
    if (to !== line[i]) {
      pieces.push(piece);
      piece = [];
    }
  }
  if (piece.length > 1) pieces.push(piece);
  return pieces;
}
