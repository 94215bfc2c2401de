import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { messages } from '../../db/schema/index.ts';

export type MessageRow = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;

/** The channels whose commands travel in the answer to a tracker's report. */
export const REPORT_CHANNELS = ['data', 'sos'] as const;

/** The newest `limit` messages of a tracker, newest first. */
export async function findLatestMessages(db: Db, deviceId: number, limit: number): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(eq(messages.deviceId, deviceId))
    .orderBy(desc(messages.id))
    .limit(limit);
}

export async function insertMessages(db: Db, rows: NewMessage[]): Promise<MessageRow[]> {
  return db.insert(messages).values(rows).returning();
}

/** Drops a tracker's messages older than its newest `keep` (the dialog keeps the latest 100). */
export async function pruneMessages(db: Db, deviceId: number, keep: number): Promise<void> {
  const [edge] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.deviceId, deviceId))
    .orderBy(desc(messages.id))
    .offset(keep - 1)
    .limit(1);
  if (edge) await db.delete(messages).where(and(eq(messages.deviceId, deviceId), lt(messages.id, edge.id)));
}

export async function updateMessageStatus(
  db: Db,
  id: number,
  change: Pick<MessageRow, 'status'> & Partial<Pick<MessageRow, 'sentAt'>>,
): Promise<MessageRow | undefined> {
  const [row] = await db.update(messages).set(change).where(eq(messages.id, id)).returning();
  return row;
}

/** Trackers with a command waiting for their next report. */
export async function findDevicesWithQueuedCommands(db: Db): Promise<number[]> {
  const rows = await db
    .selectDistinct({ deviceId: messages.deviceId })
    .from(messages)
    .where(and(eq(messages.status, 'queued'), inArray(messages.channel, [...REPORT_CHANNELS])));
  return rows.map((r) => r.deviceId);
}

/**
 * Marks the tracker's oldest queued report-channel command sent and returns it. The row is locked and skipped by
 * a concurrent report of the same tracker (another instance), so a command is handed over once.
 */
export async function takeOldestQueued(db: Db, deviceId: number, now: Date): Promise<MessageRow | undefined> {
  const oldest = sql`(select ${messages.id} from ${messages}
    where ${messages.deviceId} = ${deviceId} and ${messages.status} = 'queued'
      and ${inArray(messages.channel, [...REPORT_CHANNELS])}
    order by ${messages.id} limit 1 for update skip locked)`;
  const [row] = await db
    .update(messages)
    .set({ status: 'sent', sentAt: now })
    .where(sql`${messages.id} = ${oldest}`)
    .returning();
  return row;
}

/** Records the tracker's answer on its newest sent report-channel command; undefined when none waits for one. */
export async function answerNewestSent(
  db: Db,
  deviceId: number,
  answer: string,
  now: Date,
): Promise<MessageRow | undefined> {
  const newest = sql`(select ${messages.id} from ${messages}
    where ${messages.deviceId} = ${deviceId} and ${messages.status} = 'sent'
      and ${inArray(messages.channel, [...REPORT_CHANNELS])}
    order by ${messages.id} desc limit 1 for update skip locked)`;
  const [row] = await db
    .update(messages)
    .set({ status: 'answered', messageFromDevice: answer, answeredAt: now })
    .where(sql`${messages.id} = ${newest}`)
    .returning();
  return row;
}
