import { and, count, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { deviceEvents, devices } from '../../db/schema/index.ts';
import type { TrackerEventType } from '@lodestar/contracts';

/** A tracker event as the detector writes it. */
export interface NewTrackerEvent {
  accountId: number;
  deviceId: number;
  eventType: TrackerEventType;
  description: string;
  positionId: number | null;
  attributes: Record<string, string | number | boolean> | null;
  createdAt: Date;
  /** History written in bulk is already dispatched (no alerts, no rules); live events wait for the dispatcher. */
  dispatched?: boolean;
}

/** Which events a list shows: one account, optionally only some trackers, optionally a time range. */
export interface EventFilter {
  accountId: number;
  /** Only these trackers (one tracker's list, or a devices-role member's trackers). */
  deviceIds?: readonly number[];
  from?: Date;
  to?: Date;
}

/** Writes the events found in one detector batch with one multi-row insert; answers their ids. */
export async function insertEvents(db: Db, events: readonly NewTrackerEvent[]): Promise<number[]> {
  if (!events.length) return [];
  const rows = await db.insert(deviceEvents).values([...events]).returning({ id: deviceEvents.id });
  return rows.map((r) => r.id);
}

function whereOf(filter: EventFilter): SQL | undefined {
  return and(
    eq(deviceEvents.accountId, filter.accountId),
    filter.deviceIds && inArray(deviceEvents.deviceId, [...filter.deviceIds]),
    filter.from && gte(deviceEvents.createdAt, filter.from),
    filter.to && lte(deviceEvents.createdAt, filter.to),
  );
}

/** Newest first; ties (one position raising two events) in the order they were written. */
export function findEvents(db: Db, filter: EventFilter, page: { limit: number; offset: number }) {
  return db
    .select({
      id: deviceEvents.id,
      deviceId: deviceEvents.deviceId,
      deviceName: devices.name,
      serial: devices.serial,
      eventType: deviceEvents.eventType,
      description: deviceEvents.description,
      createdAt: deviceEvents.createdAt,
    })
    .from(deviceEvents)
    .innerJoin(devices, eq(devices.id, deviceEvents.deviceId))
    .where(whereOf(filter))
    .orderBy(desc(deviceEvents.createdAt), desc(deviceEvents.id))
    .limit(page.limit)
    .offset(page.offset);
}
export type EventRow = Awaited<ReturnType<typeof findEvents>>[number];

export async function countEvents(db: Db, filter: EventFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(deviceEvents).where(whereOf(filter));
  return row?.n ?? 0;
}
