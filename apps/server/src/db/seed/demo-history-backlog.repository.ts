import { asc, eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { demoHistoryBacklog } from '../schema/index.ts';

export type BacklogRow = typeof demoHistoryBacklog.$inferSelect;

export async function insertBacklog(db: Db, rows: BacklogRow[]): Promise<void> {
  if (rows.length) await db.insert(demoHistoryBacklog).values(rows);
}

/** The demo trackers whose history is still to be written, in the order they were seeded. */
export function pendingBacklog(db: Db): Promise<BacklogRow[]> {
  return db.select().from(demoHistoryBacklog).orderBy(asc(demoHistoryBacklog.deviceId));
}

export async function removeFromBacklog(db: Db, deviceId: number): Promise<void> {
  await db.delete(demoHistoryBacklog).where(eq(demoHistoryBacklog.deviceId, deviceId));
}
