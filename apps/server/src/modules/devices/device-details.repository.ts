import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { deviceUsers, devices, memberships, subscriptions, users } from '../../db/schema/index.ts';

/** The newest subscription of one tracker in its account (tracker details). */
export async function findLatestSubscription(db: Db, deviceId: number, accountId: number) {
  const [row] = await db
    .select({
      id: subscriptions.id,
      status: subscriptions.status,
      startAt: subscriptions.startAt,
      renewalDate: subscriptions.renewalDate,
      cancelAt: subscriptions.cancelAt,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.deviceId, deviceId), eq(subscriptions.accountId, accountId)))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(1);
  return row;
}

/** The account a tracker belongs to, or undefined when there is no such tracker. */
export async function findDeviceAccountId(db: Db, deviceId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ accountId: devices.accountId })
    .from(devices)
    .where(eq(devices.id, deviceId))
    .limit(1);
  return row?.accountId;
}

/**
 * The people given this tracker (its Access section): devices-role members of the tracker's account. A grant
 * left behind by someone now admin or all, or no longer a member, is not shown: it grants nothing.
 */
export async function findDeviceUsers(db: Db, deviceId: number, accountId: number) {
  return db
    .select({ id: users.id, name: users.name })
    .from(deviceUsers)
    .innerJoin(users, eq(users.id, deviceUsers.userId))
    .innerJoin(
      memberships,
      and(
        eq(memberships.userId, deviceUsers.userId),
        eq(memberships.accountId, accountId),
        eq(memberships.role, 'devices'),
      ),
    )
    .where(eq(deviceUsers.deviceId, deviceId))
    .orderBy(asc(users.name), asc(users.id));
}
