import type { Readable } from 'node:stream';
import type { Stop } from '@lodestar/contracts';
import type { DetectedStop } from '@lodestar/domain';
import type { AddressBook } from '../../integrations/geocoder/address-book.ts';
import { csvStream } from '../downloads/csv-file.ts';
import { formatTime, zoneLabel, type TimeZoneChoice } from '../downloads/time-zone.ts';

/**
 * A detected stop as the API shows it. The address comes from the geocoder only when it is known at once (the
 * offline gazetteer, or the address cache): a remote provider is never asked for hundreds of stops in one call.
 */
export function toStopDto(stop: DetectedStop, addresses: AddressBook): Stop {
  return {
    start_time: new Date(stop.startTime).toISOString(),
    end_time: new Date(stop.endTime).toISOString(),
    location: [stop.longitude, stop.latitude],
    radius: stop.radiusKm,
    duration_seconds: Math.round((stop.endTime - stop.startTime) / 1000),
    address: addresses.addressNow(stop.latitude, stop.longitude) ?? null,
  };
}

/** How a stops CSV writes times: in a zone (people), or as UTC 'Z' times (format=zulu, for other programs). */
export type StopTimes = TimeZoneChoice | 'zulu';

/** A time as the CSV shows it: as sent (zulu), or in the user's zone. */
export const timeIn = (iso: string, times: StopTimes) =>
  times === 'zulu' ? iso : formatTime(new Date(iso), times);

/** The stops as a CSV: one row per stop, times and duration first, as a user reads a day. */
export function stopsCsv(stops: Stop[], times: StopTimes): Readable {
  const label = times === 'zulu' ? 'UTC' : zoneLabel(times);
  const header = [
    `Start (${label})`,
    `End (${label})`,
    'Duration (minutes)',
    'Latitude',
    'Longitude',
    'Radius (km)',
    'Address',
  ];
  async function* rows() {
    for (const s of stops) {
      yield [
        timeIn(s.start_time, times),
        timeIn(s.end_time, times),
        Math.round(s.duration_seconds / 60),
        Number(s.location[1].toFixed(6)),
        Number(s.location[0].toFixed(6)),
        s.radius,
        s.address,
      ];
    }
  }
  return csvStream(header, rows());
}
