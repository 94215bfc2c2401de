import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { accounts, devices } from '../../../db/schema/index.ts';
import { notFound } from '../../../http/errors.ts';

/** A tracker as these utilities name it: by serial, with the account it is in. */
export interface NamedTracker {
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

/** The same words as every utility's: 404 'No tracker has the serial ...'. */
export const noTracker = (serial: string) => notFound(`No tracker has the serial ${serial}.`);

/** The tracker with this serial and its account's title; 404 when there is none. */
export async function requireTracker(db: Db, serial: string): Promise<NamedTracker> {
  // one joined read: bulk jobs look a tracker up for every item
  const [tracker] = await trackers(db).where(eq(devices.serial, serial));
  if (!tracker) throw noTracker(serial);
  return tracker;
}

/** The trackers with these serials, by serial; serials nobody has are absent. */
export async function findTrackersBySerials(
  db: Db,
  serials: readonly string[],
): Promise<Map<string, NamedTracker>> {
  if (!serials.length) return new Map();
  const rows = await trackers(db).where(inArray(devices.serial, [...new Set(serials)]));
  return new Map(rows.map((r) => [r.serial, r]));
}

/** Every tracker of an account, in serial order. */
export async function findTrackersOfAccount(db: Db, accountId: number): Promise<NamedTracker[]> {
  return trackers(db).where(eq(devices.accountId, accountId)).orderBy(asc(devices.serial));
}
