import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { positions } from '../../db/schema/index.ts';
import { hasTamperAlarm } from '../../ingest/report-attributes.ts';
import { findTriggers } from '../triggers/triggers.repository.ts';
import { describeEvent } from './event-descriptions.ts';
import { CLEAR_CONDITION, detect } from './event-rules.ts';
import { insertEvents, type NewTrackerEvent } from './events.repository.ts';

const INSERT_CHUNK = 1000;

/**
 * Works out a tracker's events over its whole stored history, with the same rules the live detector applies, and
 * writes them. For history that was written in bulk and never published (the demo seed, imports): the live
 * detector only sees positions as they arrive. Returns how many events were written. `until` leaves out later
 * positions, which the live detector has already seen (history seeded while the tracker reports).
 */
export async function replayTrackerEvents(
  db: Db,
  accountId: number,
  deviceId: number,
  until?: Date,
): Promise<number> {
  const sla = (await findTriggers(db, [deviceId])).get(deviceId) ?? null;
  const rows = await db
    .select({
      id: positions.id,
      fixTime: positions.fixTime,
      battery: positions.battery,
      lowBattery: positions.lowBattery,
      sos: positions.sos,
      alarm: sql<string | null>`${positions.attributes}->>'alarm'`,
      temperature: positions.temperature,
      humidity: positions.humidity,
    })
    .from(positions)
    .where(and(eq(positions.deviceId, deviceId), until && lte(positions.fixTime, until)))
    .orderBy(asc(positions.fixTime));
  let condition = CLEAR_CONDITION;
  const events: NewTrackerEvent[] = [];
  for (const row of rows) {
    const result = detect(condition, { ...row, tamper: hasTamperAlarm(row.alarm) }, sla);
    condition = result.condition;
    for (const event of result.events)
      events.push({
        accountId,
        deviceId,
        eventType: event.type,
        description: describeEvent(event),
        positionId: row.id,
        attributes: {
          ...(event.value !== null && { value: event.value }),
          ...(event.bound !== null && { bound: event.bound }),
        },
        createdAt: row.fixTime,
        // old events are not news: no alerts and no rules for them (docs/decisions/0049)
        dispatched: true,
      });
  }
  for (let i = 0; i < events.length; i += INSERT_CHUNK)
    await insertEvents(db, events.slice(i, i + INSERT_CHUNK));
  return events.length;
}
