/** A ring of [longitude, latitude] points. */
export type Ring = [number, number][];

/** Whether a point lies inside a ring (ray casting; the base map tests' points are far from any edge). */
function inRing([x, y]: [number, number], ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Whether a point lies inside a polygon's outer ring and outside its holes. */
export function inPolygon(point: [number, number], [outer, ...holes]: Ring[]): boolean {
  return outer !== undefined && inRing(point, outer) && !holes.some((hole) => inRing(point, hole));
}
