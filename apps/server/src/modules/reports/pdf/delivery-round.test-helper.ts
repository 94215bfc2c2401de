import type { ReportEvent, ReportPosition, ReportSummary, Stop } from '@lodestar/contracts';
import type { ReportPdfInput } from './report-pdf-input.ts';

/** A van's round in Chicago: the depot, then five customers, back to the depot. [lng, lat] */
export const ROUND: [number, number][] = [
  [-87.6298, 41.8781],
  [-87.6846, 41.9214],
  [-87.7456, 41.9539],
  [-87.8062, 41.8872],
  [-87.7212, 41.8204],
  [-87.6313, 41.7943],
  [-87.6298, 41.8781],
];

export const STOP_ADDRESSES = [
  '2300 N Milwaukee Ave, Chicago, IL',
  '4800 W Irving Park Rd, Chicago, IL',
  'ul. Piotrkowska 104, Łódź (customer office)',
  '3800 S Pulaski Rd, Chicago, IL',
  '5400 S State St, Chicago, IL',
];

const T0 = Date.UTC(2025, 2, 3, 12, 0, 0);
const MINUTE = 60_000;
/** Each day: 60 minutes of driving between customers, 20 minutes at each. */
const LEG = 60;
const DWELL = 20;

const lerp = (a: [number, number], b: [number, number], t: number): [number, number] => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
];

/** Where the van is `minute` minutes into a day: on a leg of the round or parked at its end (small jitter). */
function placeAt(minute: number): { location: [number, number]; moving: boolean } {
  const cycle = LEG + DWELL;
  const leg = Math.floor(minute / cycle);
  if (leg >= ROUND.length - 1) return { location: ROUND[0]!, moving: false };
  const into = minute % cycle;
  const jitter = Math.sin(minute * 12.9898) * 0.002;
  if (into < LEG)
    return {
      location: lerp(ROUND[leg]!, ROUND[leg + 1]!, into / LEG).map((v) => v + jitter) as [number, number],
      moving: true,
    };
  return { location: ROUND[leg + 1]!, moving: false };
}

/** `count` positions a minute apart, streamed: the days repeat the round. */
export async function* roundPositions(count: number): AsyncGenerator<ReportPosition> {
  for (let i = 0; i < count; i++) {
    const { location, moving } = placeAt(i % 1440);
    yield {
      timestamp: new Date(T0 + i * MINUTE).toISOString(),
      address: i % 3 === 0 ? null : `${1000 + (i % 900)} W Madison St, Chicago, IL`,
      location,
      speed: moving ? 11 + (i % 7) : 0,
      fix: i % 10 === 0 ? 'wifi' : 'gps',
      battery: 100 - ((i / 100) % 80),
      accuracy: i % 10 === 0 ? 40 : 6,
    };
  }
}

export function roundStops(): Stop[] {
  return STOP_ADDRESSES.map((address, i) => {
    const arrive = T0 + ((i + 1) * (LEG + DWELL) - DWELL) * MINUTE;
    return {
      start_time: new Date(arrive).toISOString(),
      end_time: new Date(arrive + DWELL * MINUTE).toISOString(),
      location: ROUND[i + 1]!,
      radius: 0.05,
      duration_seconds: DWELL * 60,
      address,
    };
  });
}

export function roundEvents(): ReportEvent[] {
  return [
    {
      id: 1,
      created_at: new Date(T0 + 90 * MINUTE).toISOString(),
      description: 'Van 12 entered geofence Milwaukee Ave customer',
      event_type: 'geofence_enter',
      location: ROUND[1]!,
    },
    {
      id: 2,
      created_at: new Date(T0 + 200 * MINUTE).toISOString(),
      description: 'Van 12 battery is low (18%)',
      event_type: 'low_battery',
      location: ROUND[2]!,
    },
  ];
}

export function roundSummary(count: number): ReportSummary {
  return {
    positions_count: count,
    distance_m: 48_280.32 * Math.max(1, Math.floor(count / 1440)),
    moving_seconds: 5 * 3600,
    parked_seconds: 6000,
    stops_count: 5,
    max_speed: 17,
    avg_speed: 13.4112,
    first_fix_at: count ? new Date(T0).toISOString() : null,
    last_fix_at: count ? new Date(T0 + (count - 1) * MINUTE).toISOString() : null,
  };
}

/** The report of `count` positions of the round, without a base map unless given. */
export function roundReport(count: number, overrides: Partial<ReportPdfInput> = {}): ReportPdfInput {
  return {
    brand: { product: 'Lodestar', account: 'Windy City Deliveries' },
    tracker: { name: 'Van 12', serial: '860000000000012' },
    period: { from: new Date(T0), to: new Date(T0 + Math.max(count, 1440) * MINUTE) },
    zone: 'America/Chicago',
    units: 'imperial',
    summary: roundSummary(count),
    stops: roundStops(),
    events: roundEvents(),
    positions: () => roundPositions(count),
    positionsTotal: count,
    generatedAt: new Date(T0 + 100 * 24 * 3600_000),
    ...overrides,
  };
}
