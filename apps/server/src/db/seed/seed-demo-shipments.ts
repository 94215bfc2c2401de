import { eq } from 'drizzle-orm';
import { demoTrackerSpec, TrackerLife } from '@lodestar/simulator';
import { describeTransition, EVENT_TYPE } from '../../modules/shipments/engine/shipment-messages.ts';
import type { Db } from '../database.ts';
import { deviceEvents, geofences, shipments } from '../schema/index.ts';
import type { DemoTracker } from './demo-fleet.ts';
import { parkedDaysBySerial } from './demo-parking.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Long-haul trackers no e2e spec moves or counts (the specs use Truck 01-12, 14, 15, 18 and Reefer 01, 02, 07):
 * the demo's shipments ride on them.
 */
const SHIPMENT_TRACKERS = [
  'Truck 16',
  'Truck 17',
  'Truck 19',
  'Truck 20',
  'Reefer 04',
  'Reefer 05',
  'Reefer 08',
];

interface End {
  name: string;
  lat: number;
  lng: number;
  geofenceId: number | null;
}

/** One drive of a tracker's simulated life, from where it stood to where it stops next. */
interface Drive {
  deviceId: number;
  from: number;
  to: number;
  origin: End;
  destination: End;
}

function metres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

type GeofenceRow = { id: number; name: string; lat: number; lng: number; radius: number | null };

/** A simulated place as a shipment end: the Acme geofence around it when there is one, else its address. */
function endAt(place: { name: string; lat: number; lon: number }, fences: GeofenceRow[]): End {
  const point = { lat: place.lat, lng: place.lon };
  const fence = fences.find((g) => metres(g, point) < (g.radius ?? 800) * 0.8);
  return fence
    ? { name: fence.name, lat: fence.lat, lng: fence.lng, geofenceId: fence.id }
    : { name: place.name, lat: point.lat, lng: point.lng, geofenceId: null };
}

/** The tracker's drives between `from` and `until`, in time order (the simulator's life is a function of time). */
function drivesOf(serial: string, deviceId: number, fences: GeofenceRow[], from: number, until: number) {
  const spec = demoTrackerSpec(serial);
  if (!spec) return [];
  const life = new TrackerLife(spec);
  const drives: Drive[] = [];
  for (let t = from; t < until;) {
    const departure = life.nextDeparture(t, 3);
    if (departure === null || departure >= until) break;
    const driving = life.stateAt(departure);
    const before = life.stateAt(driving.since - 1_000).place;
    const after = life.stateAt(driving.until + 1_000).place;
    if (before && after && before.key !== after.key)
      drives.push({
        deviceId,
        from: driving.since,
        to: driving.until,
        origin: endAt(before, fences),
        destination: endAt(after, fences),
      });
    t = driving.until + 1_000;
  }
  return drives;
}

type Plan = Omit<typeof shipments.$inferInsert, 'accountId'> & { events: ('begin' | 'late' | 'end')[] };

function planned(name: string, drive: Drive, startAt: number, endAt: number): Plan {
  return {
    name,
    carrier: 'Acme Freight',
    deviceId: drive.deviceId,
    startAt: new Date(startAt),
    endAt: new Date(endAt),
    fromGeofenceId: drive.origin.geofenceId,
    fromName: drive.origin.name,
    fromLat: drive.origin.lat,
    fromLng: drive.origin.lng,
    toGeofenceId: drive.destination.geofenceId,
    toName: drive.destination.name,
    toLat: drive.destination.lat,
    toLng: drive.destination.lng,
    notifyAt: 1,
    notificationEmails: ['receiving@customer.test'],
    events: [],
  };
}

/** Picks the first drive that fits, else the first that fits the fallback; each tracker carries one shipment. */
function take(
  drives: Drive[],
  used: Set<number>,
  fits: (d: Drive) => boolean,
  fallback: (d: Drive) => boolean = () => false,
): Drive | null {
  const free = drives.filter((d) => !used.has(d.deviceId));
  const drive = free.find(fits) ?? free.find(fallback) ?? null;
  if (drive) used.add(drive.deviceId);
  return drive;
}

/**
 * An ongoing shipment on this drive: begun at its departure when it has left, else (its tracker still waiting at
 * the start, at night or at a weekend) begun by the clock at a start_at just past.
 */
function ongoing(name: string, drive: Drive, now: number, endAt: number): Plan {
  const startAt = Math.min(drive.from, now) - 15 * MINUTE;
  const startedAt = drive.from < now ? drive.from : startAt;
  return {
    ...planned(name, drive, startAt, endAt),
    status: 'In Progress',
    startedAt: new Date(startedAt),
    events: ['begin'],
  };
}

/** The demo's shipments, each on a drive its tracker's simulated life really makes around `now`. */
function demoPlans(drives: Drive[], now: number): Plan[] {
  const used = new Set<number>();
  const plans: Plan[] = [];
  const upcoming = (d: Drive) => d.to > now + 15 * MINUTE;
  // under way and the soonest due at its destination: a newcomer sees it arrive (Completed)
  const soonestFirst = [...drives].sort((a, b) => a.to - b.to);
  const arriving = take(soonestFirst, used, (d) => d.from < now && d.to > now + 5 * MINUTE, upcoming);
  if (arriving) plans.push(ongoing('Steel coils', arriving, now, Math.max(arriving.to, now) + HOUR));
  // far from its destination and due in ten minutes: it goes Running Late while a newcomer watches
  const goingLate = take(drives, used, (d) => d.from < now && d.to > now + 40 * MINUTE, upcoming);
  if (goingLate) plans.push(ongoing('Frozen produce', goingLate, now, now + 10 * MINUTE));
  // already overdue
  const late = take(drives, used, (d) => d.from < now - 30 * MINUTE && d.to > now, upcoming);
  if (late)
    plans.push({
      ...ongoing('Auto parts', late, now - 30 * MINUTE, now - 20 * MINUTE),
      status: 'Running Late',
      lateAt: new Date(now - 20 * MINUTE),
      events: ['begin', 'late'],
    });
  // planned: leaves later today or tomorrow
  const next = take(drives, used, (d) => d.from > now + HOUR);
  if (next) plans.push(planned('Paper rolls', next, next.from - 10 * MINUTE, next.to + HOUR));
  // delivered: on time, and late
  const done = take(drives, used, (d) => d.to < now - 2 * HOUR);
  if (done)
    plans.push({
      ...planned('Office furniture', done, done.from - 30 * MINUTE, done.to + 30 * MINUTE),
      status: 'Completed',
      startedAt: new Date(done.from),
      endedAt: new Date(done.to),
      events: ['begin', 'end'],
    });
  const doneLate = take(drives, used, (d) => d.to < now - 2 * HOUR && d.to - d.from > HOUR);
  if (doneLate)
    plans.push({
      ...planned('Medical supplies', doneLate, doneLate.from - 30 * MINUTE, doneLate.to - 40 * MINUTE),
      status: 'Completed Late',
      startedAt: new Date(doneLate.from),
      lateAt: new Date(doneLate.to - 40 * MINUTE),
      endedAt: new Date(doneLate.to),
      events: ['begin', 'late', 'end'],
    });
  return plans;
}

function eventTime(plan: Omit<Plan, 'events'>, kind: 'begin' | 'late' | 'end'): Date {
  return kind === 'begin' ? plan.startedAt! : kind === 'late' ? plan.lateAt! : plan.endedAt!;
}

/**
 * Acme's demo shipments (issue 19 item 4), one in every status, each on a drive its tracker's simulated life
 * really makes: one under way arrives within the hour, one under way is due in ten minutes and goes late, one is
 * overdue, one leaves later, two were delivered (on time and late) with their events. The simulator's fixes and
 * the status engine's clock carry the ongoing ones on from here.
 */
export async function seedDemoShipments(
  tx: Tx,
  accountId: number,
  fleet: DemoTracker[],
  deviceIds: number[],
  now: number,
): Promise<void> {
  const fences = await tx
    .select({
      id: geofences.id,
      name: geofences.name,
      lat: geofences.latitude,
      lng: geofences.longitude,
      radius: geofences.radius,
    })
    .from(geofences)
    .where(eq(geofences.accountId, accountId));
  const parked = parkedDaysBySerial();
  const drives = fleet
    .flatMap((t, i) =>
      SHIPMENT_TRACKERS.includes(t.name) && t.status === 'active' && !parked.has(t.serial)
        ? drivesOf(t.serial, deviceIds[i]!, fences, now - 3 * 24 * HOUR, now + 4 * 24 * HOUR)
        : [],
    )
    .sort((a, b) => a.from - b.from);
  for (const { events, ...plan } of demoPlans(drives, now)) {
    const [row] = await tx
      .insert(shipments)
      .values({ ...plan, accountId, createdAt: new Date(Math.min(now, plan.startAt.getTime())) })
      .returning({ id: shipments.id });
    if (!events.length) continue;
    await tx.insert(deviceEvents).values(
      events.map((kind) => ({
        accountId,
        deviceId: plan.deviceId,
        shipmentId: row!.id,
        eventType: EVENT_TYPE[kind],
        createdAt: eventTime(plan, kind),
        dispatched: true,
        description: describeTransition({
          kind,
          name: plan.name,
          fromName: plan.fromName,
          toName: plan.toName,
          status: plan.status ?? 'In Progress',
          endAt: plan.endAt,
          notifyAt: plan.notifyAt ?? 0,
          estimatedEndAt: null,
        }),
      })),
    );
  }
}
