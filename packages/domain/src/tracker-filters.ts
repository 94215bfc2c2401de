import type { Device } from '@lodestar/contracts';
import { lastMovementTime } from './marker-colour.ts';

/** The smallest and largest value of a tracker list filter slider (spec 1 §5: 1 to 100). */
export const FILTER_SLIDER_MIN = 1;
export const FILTER_SLIDER_MAX = 100;

/**
 * The Filters of the tracker list (spec 1 §2.4). Each is off while null.
 * - staleDays: only trackers that have not moved for at least this many days, the same "stale movement" the
 *   marker colours use (14 yellow, 28 red), so a dispatcher can pick out parked assets.
 * - batteryPercent: only trackers whose battery is at most this percent, to find the ones to charge.
 */
export interface TrackerFilters {
  staleDays: number | null;
  batteryPercent: number | null;
}

export const NO_TRACKER_FILTERS: TrackerFilters = { staleDays: null, batteryPercent: null };

const DAY_MS = 24 * 60 * 60 * 1000;

/** A slider value kept inside 1..100 and whole, whatever the input sent. */
export function clampFilterValue(value: number): number {
  if (!Number.isFinite(value)) return FILTER_SLIDER_MIN;
  return Math.min(FILTER_SLIDER_MAX, Math.max(FILTER_SLIDER_MIN, Math.round(value)));
}

export function hasTrackerFilters(filters: TrackerFilters): boolean {
  return filters.staleDays !== null || filters.batteryPercent !== null;
}

/**
 * Whether a tracker passes the filters. A tracker without a position, or without a battery level, cannot be
 * shown to match a filter, so an active filter leaves it out.
 */
export function matchesTrackerFilters(
  tracker: Pick<Device, 'current_position'>,
  filters: TrackerFilters,
  now: number,
): boolean {
  const position = tracker.current_position;
  if (filters.staleDays !== null) {
    if (!position) return false;
    if (now - lastMovementTime(position) < filters.staleDays * DAY_MS) return false;
  }
  if (filters.batteryPercent !== null) {
    const battery = position?.battery;
    if (typeof battery !== 'number' || battery > filters.batteryPercent) return false;
  }
  return true;
}

/**
 * Whether a tracker matches the list's search text: part of its name, serial or IMEI, any case, as the
 * server's `search` parameter does, so a list filtered in the browser agrees with a server-side search.
 */
export function matchesTrackerSearch(
  tracker: Pick<Device, 'name' | 'serial' | 'imei'>,
  search: string,
): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return [tracker.name, tracker.serial, tracker.imei].some(
    (v) => v != null && v.toLowerCase().includes(needle),
  );
}
