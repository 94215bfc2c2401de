import { z } from 'zod';
import { deviceStopsQuery } from './history.ts';

/**
 * GET /accounts/{id}/devices/{id}/trips: the range split into trips by the stops' detection (decision 0072). JSON
 * times are UTC ('Z'); a CSV (download=1, format=csv or Accept: text/csv) writes times in the offset / x-timezone /
 * user's zone, or as UTC 'Z' times with format=zulu, as the stops call does.
 */
export const deviceTripsQuery = deviceStopsQuery;
export type DeviceTripsQuery = z.infer<typeof deviceTripsQuery>;

/** Where and when a trip starts (the last fix at the stop it leaves) or ends (the first at the stop it reaches). */
export const tripEnd = z.object({
  /** Fix time (ISO-8601 UTC). */
  time: z.string(),
  /** [lng, lat], GeoJSON order, as a stop's location. */
  location: z.tuple([z.number(), z.number()]),
  /** Address from the geocoder when it is known at once (as the stops have it), else null. */
  address: z.string().nullable(),
  /** The range cut the trip here: it was already under way (start) or still under way (end). */
  partial: z.boolean(),
});
export type TripEnd = z.infer<typeof tripEnd>;

/** A period idling inside a trip (still for at least the idle threshold, 5 minutes), placed where it began. */
export const tripIdle = z.object({
  start_time: z.string(),
  end_time: z.string(),
  location: z.tuple([z.number(), z.number()]),
  duration_seconds: z.number().int(),
});
export type TripIdle = z.infer<typeof tripIdle>;

/**
 * One trip, in the stored units as the reports' summary has them: distance in metres, times in seconds, speeds
 * in m/s. moving_seconds + idle_seconds + gap_seconds = duration_seconds (a gap: over 30 minutes without a fix).
 */
export const trip = z.object({
  start: tripEnd,
  end: tripEnd,
  distance_m: z.number(),
  duration_seconds: z.number().int(),
  moving_seconds: z.number().int(),
  idle_seconds: z.number().int(),
  gap_seconds: z.number().int(),
  /** Highest reported speed (m/s); the fastest step between fixes when none was reported. */
  max_speed: z.number().nullable(),
  /** Distance over moving time (m/s): idling and gaps left out. */
  avg_speed: z.number().nullable(),
  /** Located fixes the trip is made of, both ends included. */
  positions_count: z.number().int(),
  idles: z.array(tripIdle),
});
export type Trip = z.infer<typeof trip>;

/** The range's figures, summed from its trips and stops so the list adds up to them. */
export const tripsSummary = z.object({
  trips_count: z.number().int(),
  distance_m: z.number(),
  moving_seconds: z.number().int(),
  idle_seconds: z.number().int(),
  parked_seconds: z.number().int(),
  stops_count: z.number().int(),
  max_speed: z.number().nullable(),
});
export type TripsSummary = z.infer<typeof tripsSummary>;

export const deviceTripsResponse = z.object({
  data: z.array(trip),
  meta: z.object({ summary: tripsSummary }),
});
export type DeviceTripsResponse = z.infer<typeof deviceTripsResponse>;
