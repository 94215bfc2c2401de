import { distanceMetres } from '@lodestar/domain';

/** The pace is measured over this much of the tracker's most recent track. */
export const PACE_WINDOW_MS = 30 * 60_000;
/** Below this the estimate uses it instead: a stopped tracker still gets a finite, honest-looking estimate. */
export const PACE_FLOOR_MPS = 10 / 3.6;
/**
 * Running Late by the estimate needs the tracker under way at least this fast over the window: a parked or
 * stopped tracker (a break, a queue at a gate) is not declared late by its floor estimate; the clock still makes
 * it late at the scheduled end.
 */
export const MOVING_MPS = 1;
/** A pace needs fixes at least this far apart in time; before that, the fix's own speed (or the floor) is used. */
const MIN_SPAN_MS = 2 * 60_000;

interface Point {
  t: number;
  lat: number;
  lng: number;
  /** Metres from the point before it. */
  step: number;
}

/**
 * A tracker's recent pace: distance along its fixes of the last 30 minutes over the time they span (stops
 * included, so a long stop slows the estimate as it slows the delivery), never below PACE_FLOOR_MPS. The distance
 * is kept as a running sum (a fix adds its step, a fix leaving the window takes its step away): a tracker reporting
 * every second has 1,800 fixes in the window, and the estimate is asked for at every fix.
 */
export class RecentPace {
  private points: Point[] = [];
  private head = 0;
  private metres = 0;

  add(t: Date, lat: number, lng: number): void {
    const time = t.getTime();
    const last = this.points.at(-1);
    if (last && time <= last.t) return;
    const step = last ? distanceMetres(last.lat, last.lng, lat, lng) : 0;
    this.points.push({ t: time, lat, lng, step });
    this.metres += step;
    const oldest = time - PACE_WINDOW_MS;
    // keep one point at or before the window's start, so the window is covered whole
    while (this.head + 1 < this.points.length && this.points[this.head + 1]!.t <= oldest) {
      this.head++;
      this.metres -= this.points[this.head]!.step;
    }
    if (this.head > 64 && this.head * 2 > this.points.length) {
      this.points = this.points.slice(this.head);
      this.head = 0;
    }
  }

  /** Metres per second; `speedMps` (the fix's own) stands in while the window is too short. */
  metresPerSecond(speedMps: number | null): number {
    return Math.max(PACE_FLOOR_MPS, this.measured() ?? speedMps ?? 0);
  }

  /** The pace over the window as it is (no floor), or null while the fixes span too little time. */
  measured(): number | null {
    const first = this.points[this.head];
    const last = this.points.at(-1);
    if (!first || !last || last.t - first.t < MIN_SPAN_MS) return null;
    return Math.max(0, this.metres) / ((last.t - first.t) / 1000);
  }
}

/** When the tracker should reach a place `remainingM` away at `pace` m/s, from the fix time. */
export const estimateArrival = (fixTime: Date, remainingM: number, pace: number) =>
  new Date(fixTime.getTime() + Math.round((Math.max(0, remainingM) / pace) * 1000));
