import { mpsToKmh, mpsToMph } from '@lodestar/domain';
import dayjs from 'dayjs';
import { formatTime } from '../../downloads/time-zone.ts';
import type { ReportUnits } from './report-pdf-input.ts';

const METRES_PER_MILE = 1609.344;
const FEET_PER_METRE = 3.28084;

/** How a report writes its values: times in its zone, distances and speeds in its units. */
export interface ReportFormat {
  /** `YYYY-MM-DD HH:mm:ss` in the report's zone, as the positions CSV writes it. */
  time(at: string | Date | null): string;
  /** The period's ends, for people: `Mar 5, 2025 2:07 PM`. */
  longTime(at: Date): string;
  distance(metres: number): string;
  speed(mps: number | null): string;
  accuracy(metres: number | null): string;
  duration(seconds: number): string;
  battery(percent: number | null): string;
}

const decimals = (value: number) =>
  value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString('en-US');

/** Whole hours and minutes (`26 h 05 min`), minutes and seconds under an hour, seconds under a minute. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min${s % 60 ? ` ${String(s % 60).padStart(2, '0')} s` : ''}`;
  const minutes = Math.round(s / 60);
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

const QUARTER_HOUR = 15 * 60_000;

/**
 * Times in a zone, fast: the zone's offset is looked up once per quarter hour (zone offsets and their changes fall
 * on quarter hours), and each time is then written at that fixed offset. Looking the zone up for each of 10,000
 * rows took most of the PDF's time.
 */
function zoneTimes(zone: string): (at: Date) => string {
  const offsets = new Map<number, number>();
  return (at) => {
    const quarter = Math.floor(at.getTime() / QUARTER_HOUR);
    let offsetMinutes = offsets.get(quarter);
    if (offsetMinutes === undefined) {
      offsetMinutes = dayjs(quarter * QUARTER_HOUR)
        .tz(zone)
        .utcOffset();
      offsets.set(quarter, offsetMinutes);
    }
    return formatTime(at, { offsetMinutes }) ?? '';
  };
}

export function reportFormat(zone: string, units: ReportUnits): ReportFormat {
  const imperial = units === 'imperial';
  const inZone = zoneTimes(zone);
  return {
    time: (at) => (at === null ? '' : inZone(new Date(at))),
    longTime: (at) => dayjs(at).tz(zone).format('MMM D, YYYY h:mm A'),
    distance: (m) => (imperial ? `${decimals(m / METRES_PER_MILE)} mi` : `${decimals(m / 1000)} km`),
    speed: (mps) =>
      mps === null ? '' : imperial ? `${Math.round(mpsToMph(mps))} mph` : `${Math.round(mpsToKmh(mps))} km/h`,
    accuracy: (m) =>
      m === null
        ? ''
        : imperial
          ? `${Math.round(m * FEET_PER_METRE).toLocaleString('en-US')} ft`
          : `${Math.round(m)} m`,
    duration: formatDuration,
    battery: (percent) => (percent === null ? '' : `${Math.round(percent)}%`),
  };
}
