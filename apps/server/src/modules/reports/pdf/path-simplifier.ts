import simplify from 'simplify-js';
import { project } from '../../../integrations/base-map/web-mercator.ts';

interface WorldPoint {
  x: number;
  y: number;
}

/** Points the map's path is drawn with at most: more than a Letter page's map can show at print resolution. */
export const PATH_MAX_POINTS = 4_000;
/** Points kept before the path so far is simplified again: bounds memory whatever the period holds. */
const BUFFER_POINTS = 20_000;

export interface SimplifiedPath {
  /** Web Mercator world coordinates (0..1), in time order. */
  points: WorldPoint[];
  /** The box of every position read, not only of those kept. */
  box: { minX: number; minY: number; maxX: number; maxY: number } | null;
  /** Positions read. */
  count: number;
}

/**
 * The path of a report's positions reduced for drawing while they stream past (Douglas-Peucker, simplify-js, in
 * Web Mercator, the map's own projection). Only a buffer's worth of points is held: when it fills, the points so
 * far are simplified with a tolerance of a fraction of the box seen so far, far below what the page can show.
 */
export class PathSimplifier {
  private points: WorldPoint[] = [];
  private read = 0;
  private tolerance = 0;
  private minX = Infinity;
  private minY = Infinity;
  private maxX = -Infinity;
  private maxY = -Infinity;

  add(location: [number, number]): void {
    const [x, y] = project(location);
    this.read += 1;
    if (x < this.minX) this.minX = x;
    if (x > this.maxX) this.maxX = x;
    if (y < this.minY) this.minY = y;
    if (y > this.maxY) this.maxY = y;
    this.points.push({ x, y });
    if (this.points.length >= BUFFER_POINTS) this.compact();
  }

  /**
   * Simplifies the points so far to at most half the buffer, so the next compaction is a buffer away: a path
   * with GPS noise keeps most of its points at a fine tolerance, and the tolerance grows until it does not.
   */
  private compact(): void {
    this.tolerance = Math.max(this.tolerance, this.extent() / 20_000);
    let points = simplify(this.points, this.tolerance, true);
    while (points.length > BUFFER_POINTS / 2) {
      this.tolerance *= 2;
      points = simplify(points, this.tolerance, true);
    }
    this.points = points;
  }

  /** Positions added so far. */
  get count(): number {
    return this.read;
  }

  private extent(): number {
    return Math.max(this.maxX - this.minX, this.maxY - this.minY, 1e-9);
  }

  /** The path to draw: at most PATH_MAX_POINTS, as finely as that allows. */
  result(): SimplifiedPath {
    let tolerance = Math.max(this.tolerance, this.extent() / 4_000);
    let points = this.points.length > 2 ? simplify(this.points, tolerance, true) : this.points;
    while (points.length > PATH_MAX_POINTS) {
      tolerance *= 2;
      points = simplify(points, tolerance, true);
    }
    const box = this.read > 0 ? { minX: this.minX, minY: this.minY, maxX: this.maxX, maxY: this.maxY } : null;
    return { points, box, count: this.read };
  }
}
