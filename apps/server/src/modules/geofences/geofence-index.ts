import Flatbush from 'flatbush';
import { signedEdgeDistanceM, type GeofenceArea } from './geofence-geometry.ts';

/** Metres per degree of latitude, as in geofence-geometry.ts. */
const M_PER_DEG = (Math.PI / 180) * 6_371_008.8;

/**
 * The anti-flicker margin (docs/decisions/0036): a fix is only taken as inside or outside a geofence when its
 * point is at least this far from the edge, or its accuracy radius if that is larger. Closer than that, the fix
 * could be on either side and leaves the tracker's state as it was. 10 m is ordinary GPS error under open sky.
 */
export const EDGE_MARGIN_M = 10;

/** What one fix says about its account's geofences. */
export interface FixGeofences {
  /** Geofences the fix is clearly inside (the whole accuracy circle, with the margin, is in). */
  inside: readonly number[];
  /** Geofences whose edge is within the fix's margin: the fix says nothing about them. */
  edge: readonly number[];
  /** The index the fix was judged by (names for events; which geofences still exist). */
  index: AccountGeofenceIndex;
}

const NOTHING: readonly number[] = Object.freeze([]);

/**
 * One account's geofences in a static R-tree (flatbush) over their bounding boxes: a fix is measured only against
 * the geofences whose box comes within its margin, so 10,000 geofences cost a tree search, not 10,000 tests.
 * Rebuilt whole when the account's geofences change (building 10,000 boxes takes a few milliseconds).
 */
export class AccountGeofenceIndex {
  private readonly tree: Flatbush | null;
  private readonly byId: Map<number, GeofenceArea>;
  /** The answer for a fix clearly outside every geofence (shared: most fixes are). */
  private readonly clear: FixGeofences = { inside: NOTHING, edge: NOTHING, index: this };

  constructor(readonly areas: readonly GeofenceArea[]) {
    this.byId = new Map(areas.map((a) => [a.id, a]));
    if (!areas.length) {
      this.tree = null;
      return;
    }
    const tree = new Flatbush(areas.length);
    for (const a of areas) tree.add(a.bbox[0], a.bbox[1], a.bbox[2], a.bbox[3]);
    tree.finish();
    this.tree = tree;
  }

  get size(): number {
    return this.areas.length;
  }

  nameOf(id: number): string | undefined {
    return this.byId.get(id)?.name;
  }

  has(id: number): boolean {
    return this.byId.has(id);
  }

  /** The geofences whose bounding box comes within `metres` of the point. */
  candidates(lat: number, lng: number, metres: number): GeofenceArea[] {
    if (!this.tree) return [];
    const dLat = metres / M_PER_DEG;
    const dLng = metres / (M_PER_DEG * Math.max(0.01, Math.cos((lat * Math.PI) / 180)));
    return this.tree.search(lng - dLng, lat - dLat, lng + dLng, lat + dLat).map((i) => this.areas[i]!);
  }

  /**
   * Judges a fix: `pointInside` is whether its point lies in any geofence (positions.is_inside_geofences), and
   * `geofences` what the fix says for detection.
   */
  judge(
    lat: number,
    lng: number,
    accuracy: number | null,
  ): { pointInside: boolean; geofences: FixGeofences } {
    if (!this.tree) return { pointInside: false, geofences: this.clear };
    const margin = accuracy !== null && accuracy > EDGE_MARGIN_M ? accuracy : EDGE_MARGIN_M;
    const found = this.candidates(lat, lng, margin);
    if (!found.length) return { pointInside: false, geofences: this.clear };
    let pointInside = false;
    let inside: number[] | null = null;
    let edge: number[] | null = null;
    for (const area of found) {
      const d = signedEdgeDistanceM(area, lat, lng);
      if (d < 0) pointInside = true;
      if (d <= -margin) (inside ??= []).push(area.id);
      else if (d < margin) (edge ??= []).push(area.id);
    }
    if (!inside && !edge) return { pointInside, geofences: this.clear };
    return { pointInside, geofences: { inside: inside ?? NOTHING, edge: edge ?? NOTHING, index: this } };
  }
}

export const EMPTY_INDEX = new AccountGeofenceIndex([]);
