import { asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { accounts, devices } from '../../../db/schema/index.ts';
import { notFound } from '../../../http/errors.ts';

/** A tracker as the utilities name it: by serial, with the account it is in. */
export interface UtilityTracker {
  id: number;
  serial: string;
  name: string;
  accountId: number;
  accountTitle: string;
  modelId: number;
  phone: string | null;
}

const columns = {
  id: devices.id,
  serial: devices.serial,
  name: devices.name,
  accountId: devices.accountId,
  accountTitle: accounts.title,
  modelId: devices.modelId,
  phone: devices.phone,
};

const trackers = (db: Db) =>
  db.select(columns).from(devices).innerJoin(accounts, eq(accounts.id, devices.accountId));

export const noTracker = (serial: string) => notFound(`No tracker has the serial ${serial}.`);

/**
 * The tracker with this serial, or with this IMEI when no tracker has it as its serial (the serial wins, as on
 * the ingest side): an admin may paste either from the device's label.
 */
export async function findTrackerBySerial(db: Db, serial: string): Promise<UtilityTracker | undefined> {
  const [row] = await trackers(db)
    .where(or(eq(devices.serial, serial), eq(devices.imei, serial)))
    .orderBy(desc(sql`${devices.serial} = ${serial}`))
    .limit(1);
  return row;
}

/** The tracker with this serial (or IMEI); 404 'No tracker has the serial ...' when there is none. */
export async function requireTracker(db: Db, serial: string): Promise<UtilityTracker> {
  const tracker = await findTrackerBySerial(db, serial);
  if (!tracker) throw noTracker(serial);
  return tracker;
}

/** The trackers with these serials (exactly), by serial; serials nobody has are absent. */
export async function findTrackersBySerials(
  db: Db,
  serials: readonly string[],
): Promise<Map<string, UtilityTracker>> {
  if (!serials.length) return new Map();
  const rows = await trackers(db).where(inArray(devices.serial, [...new Set(serials)]));
  return new Map(rows.map((r) => [r.serial, r]));
}

/** Every tracker of an account, in serial order. */
export async function findTrackersOfAccount(db: Db, accountId: number): Promise<UtilityTracker[]> {
  return trackers(db).where(eq(devices.accountId, accountId)).orderBy(asc(devices.serial));
}

/** The account's title; 404 'No account ...' when there is none. */
export async function requireAccountTitle(db: Db, accountId: number): Promise<string> {
  const [row] = await db.select({ title: accounts.title }).from(accounts).where(eq(accounts.id, accountId));
  if (!row) throw notFound(`No account has the id ${accountId}.`);
  return row.title;
}
