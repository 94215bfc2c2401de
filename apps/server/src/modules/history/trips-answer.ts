import type { Readable } from 'node:stream';
import type { Trip, TripEnd, TripsSummary } from '@lodestar/contracts';
import { metresToMiles, mpsToMph, type TripEnd as DomainTripEnd, type TripsOfRange } from '@lodestar/domain';
import type { AddressBook } from '../../integrations/geocoder/address-book.ts';
import { csvStream } from '../downloads/csv-file.ts';
import { zoneLabel } from '../downloads/time-zone.ts';
import { timeIn, type StopTimes } from './stops-answer.ts';

const iso = (ms: number) => new Date(ms).toISOString();
const seconds = (ms: number) => Math.round(ms / 1000);

/** The address only when known at once (gazetteer or cache), as for stops: never a remote lookup per trip. */
const endDto = (end: DomainTripEnd, addresses: AddressBook): TripEnd => ({
  time: iso(end.time),
  location: [end.longitude, end.latitude],
  address: addresses.addressNow(end.latitude, end.longitude) ?? null,
  partial: end.partial,
});

/** The trips and summary of a range as the API shows them: metres, seconds and m/s, the stored units. */
export function toTripsAnswer(
  { trips, stops, summary }: TripsOfRange,
  addresses: AddressBook,
): { data: Trip[]; meta: { summary: TripsSummary } } {
  return {
    data: trips.map((t) => ({
      start: endDto(t.start, addresses),
      end: endDto(t.end, addresses),
      distance_m: Math.round(t.distanceMetres),
      duration_seconds: seconds(t.durationMs),
      moving_seconds: seconds(t.movingMs),
      idle_seconds: seconds(t.idleMs),
      gap_seconds: seconds(t.gapMs),
      max_speed: t.maxSpeedMps,
      avg_speed: t.averageSpeedMps,
      positions_count: t.fixCount,
      idles: t.idles.map((idle) => ({
        start_time: iso(idle.start),
        end_time: iso(idle.end),
        location: [idle.longitude, idle.latitude],
        duration_seconds: seconds(idle.end - idle.start),
      })),
    })),
    meta: {
      summary: {
        trips_count: summary.tripCount,
        distance_m: Math.round(summary.distanceMetres),
        moving_seconds: seconds(summary.drivingMs),
        idle_seconds: seconds(summary.idleMs),
        parked_seconds: seconds(summary.stoppedMs),
        stops_count: stops.length,
        max_speed: summary.maxSpeedMps,
      },
    },
  };
}

const round = (value: number | null, digits: number) =>
  value === null ? null : Number(value.toFixed(digits));
const minutes = (s: number) => Math.round(s / 60);

/**
 * The trips as a CSV, one row per trip, in the units of the positions CSV (miles, mph: the spec's defaults) so the
 * two downloads read alike; times as the stops CSV writes them.
 */
export function tripsCsv(trips: Trip[], times: StopTimes): Readable {
  const label = times === 'zulu' ? 'UTC' : zoneLabel(times);
  const header = [
    `Start (${label})`,
    `End (${label})`,
    'Start address',
    'End address',
    'Start latitude',
    'Start longitude',
    'End latitude',
    'End longitude',
    'Distance (mi)',
    'Duration (minutes)',
    'Moving (minutes)',
    'Idle (minutes)',
    'Max speed (mph)',
    'Average speed (mph)',
  ];
  async function* rows() {
    for (const t of trips) {
      yield [
        timeIn(t.start.time, times),
        timeIn(t.end.time, times),
        t.start.address,
        t.end.address,
        round(t.start.location[1], 6),
        round(t.start.location[0], 6),
        round(t.end.location[1], 6),
        round(t.end.location[0], 6),
        round(metresToMiles(t.distance_m), 2),
        minutes(t.duration_seconds),
        minutes(t.moving_seconds),
        minutes(t.idle_seconds),
        round(t.max_speed === null ? null : mpsToMph(t.max_speed), 1),
        round(t.avg_speed === null ? null : mpsToMph(t.avg_speed), 1),
      ];
    }
  }
  return csvStream(header, rows());
}
