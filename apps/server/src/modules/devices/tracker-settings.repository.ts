import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { currentPositions, deviceUsers, devices, memberships, models } from '../../db/schema/index.ts';

/** Renames a tracker or changes its note; only the given fields change. */
export async function updateTracker(
  db: Db,
  deviceId: number,
  fields: { name?: string; note?: string | null },
) {
  await db.update(devices).set(fields).where(eq(devices.id, deviceId));
}

/** The roles these users hold in the account; users who are not members are absent. */
export async function findMemberRoles(db: Db, accountId: number, userIds: readonly number[]) {
  if (!userIds.length) return new Map<number, string>();
  const rows = await db
    .select({ userId: memberships.userId, role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.accountId, accountId), inArray(memberships.userId, [...userIds])));
  return new Map(rows.map((r) => [r.userId, r.role]));
}

/** Makes `userIds` exactly the users given this tracker. */
export async function replaceTrackerUsers(db: Db, deviceId: number, userIds: readonly number[]) {
  await db.transaction(async (tx) => {
    await tx.delete(deviceUsers).where(eq(deviceUsers.deviceId, deviceId));
    if (userIds.length) await tx.insert(deviceUsers).values(userIds.map((userId) => ({ deviceId, userId })));
  });
}

/** The tracker's expected report interval and its newest fix (network status). */
export async function findReportTiming(db: Db, deviceId: number) {
  const [row] = await db
    .select({
      expectedReportMinutes: models.expectedReportMinutes,
      fixTime: currentPositions.fixTime,
      fix: currentPositions.fix,
    })
    .from(devices)
    .innerJoin(models, eq(models.id, devices.modelId))
    .leftJoin(currentPositions, eq(currentPositions.deviceId, devices.id))
    .where(eq(devices.id, deviceId));
  return row;
}

/** The tracker's identifiers and ingest key (decision 0027); undefined when there is no such tracker. */
export async function findIngestKey(db: Db, deviceId: number) {
  const [row] = await db
    .select({ serial: devices.serial, imei: devices.imei, ingestKey: devices.ingestKey })
    .from(devices)
    .where(eq(devices.id, deviceId))
    .limit(1);
  return row;
}

/** Sets or (null) removes the tracker's ingest key. */
export async function updateIngestKey(db: Db, deviceId: number, ingestKey: string | null) {
  await db.update(devices).set({ ingestKey }).where(eq(devices.id, deviceId));
}
