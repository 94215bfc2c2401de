import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accounts, devices, sims } from '../../db/schema/index.ts';

export type SimRow = typeof sims.$inferSelect;
type SimChange = Partial<Omit<typeof sims.$inferInsert, 'id' | 'iccid' | 'createdAt'>>;

/** The SIM with this ICCID, locked for the caller's transaction (two requests cannot both use it). */
export async function lockSimByIccid(tx: Db, iccid: string): Promise<SimRow | undefined> {
  const [row] = await tx.select().from(sims).where(eq(sims.iccid, iccid)).for('update');
  return row;
}

/** The SIM active in the tracker, locked. */
export async function lockActiveSimOf(tx: Db, deviceId: number): Promise<SimRow | undefined> {
  const [row] = await tx
    .select()
    .from(sims)
    .where(and(eq(sims.deviceId, deviceId), eq(sims.status, 'active')))
    .for('update');
  return row;
}

export interface TrackerSimFields {
  id: number;
  accountId: number;
  iccid: string | null;
  phone: string | null;
}

/** The tracker (optionally only in one account), locked: its SIM changes one request at a time. */
export async function lockTracker(
  tx: Db,
  deviceId: number,
  accountId?: number,
): Promise<TrackerSimFields | undefined> {
  const [row] = await tx
    .select({ id: devices.id, accountId: devices.accountId, iccid: devices.iccid, phone: devices.phone })
    .from(devices)
    .where(
      and(eq(devices.id, deviceId), accountId === undefined ? undefined : eq(devices.accountId, accountId)),
    )
    .for('update');
  return row;
}

/**
 * Records a SIM the carrier knows but we did not (in stock: the caller moves it on), then answers it locked. When
 * another request recorded it first, answers that row: the caller checks it like any other.
 */
export async function insertAndLockSim(tx: Db, values: { iccid: string; carrier: string }): Promise<SimRow> {
  await tx
    .insert(sims)
    .values({ ...values, status: 'in-stock' })
    .onConflictDoNothing({ target: sims.iccid });
  return (await lockSimByIccid(tx, values.iccid))!;
}

export async function updateSim(tx: Db, id: number, change: SimChange): Promise<SimRow> {
  const [row] = await tx.update(sims).set(change).where(eq(sims.id, id)).returning();
  return row!;
}

/** The tracker's SIM as the rest of the app reads it (tracker details, provisioning, admin search). */
export async function updateTrackerSim(
  tx: Db,
  deviceId: number,
  change: { iccid?: string | null; phone?: string | null },
): Promise<void> {
  await tx.update(devices).set(change).where(eq(devices.id, deviceId));
}

/** Whether an account with this id exists (a SIM is reserved only for one that does). */
export async function accountExists(db: Db, accountId: number): Promise<boolean> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId));
  return row !== undefined;
}
