import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accounts, accountSettings, devices, reports } from '../../db/schema/index.ts';

/** A report with what every answer about it shows of its tracker and account. */
export interface ReportRow {
  id: number;
  uuid: string;
  accountId: number;
  deviceId: number;
  startAt: Date;
  endAt: Date;
  isPublic: boolean;
  createdAt: Date;
  deviceName: string;
  deviceSerial: string;
  accountTitle: string;
  usesGpxApp: boolean;
}

const columns = {
  id: reports.id,
  uuid: reports.uuid,
  accountId: reports.accountId,
  deviceId: reports.deviceId,
  startAt: reports.startAt,
  endAt: reports.endAt,
  isPublic: reports.isPublic,
  createdAt: reports.createdAt,
  deviceName: devices.name,
  deviceSerial: devices.serial,
  accountTitle: accounts.title,
  usesGpxApp: accounts.usesGpxApp,
};

const joined = (db: Db) =>
  db
    .select(columns)
    .from(reports)
    .innerJoin(devices, eq(devices.id, reports.deviceId))
    .innerJoin(accounts, eq(accounts.id, reports.accountId));

/** The reports the caller may see: every one of the account's, or those of granted trackers (devices role). */
function visible(accountId: number, deviceIds: ReadonlySet<number> | null): SQL | undefined {
  const inAccount = eq(reports.accountId, accountId);
  if (deviceIds === null) return inAccount;
  return and(inAccount, inArray(reports.deviceId, deviceIds.size ? [...deviceIds] : [-1]));
}

export async function findReportPage(
  db: Db,
  accountId: number,
  deviceIds: ReadonlySet<number> | null,
  page: { limit: number; offset: number },
): Promise<{ rows: ReportRow[]; total: number }> {
  const where = visible(accountId, deviceIds);
  const [rows, [total]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(reports).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findReport(
  db: Db,
  accountId: number,
  deviceIds: ReadonlySet<number> | null,
  id: number,
): Promise<ReportRow | null> {
  const [row] = await joined(db).where(and(visible(accountId, deviceIds), eq(reports.id, id)));
  return row ?? null;
}

/** Any report by id, whoever's it is: the export call finds the account from it, then checks access. */
export async function findReportAnywhere(db: Db, id: number): Promise<ReportRow | null> {
  const [row] = await joined(db).where(eq(reports.id, id));
  return row ?? null;
}

/** A report by its uuid, only while it is public. */
export async function findPublicReport(db: Db, uuid: string): Promise<ReportRow | null> {
  const [row] = await joined(db).where(and(eq(reports.uuid, uuid), eq(reports.isPublic, true)));
  return row ?? null;
}

export async function insertReport(
  db: Db,
  values: { accountId: number; deviceId: number; startAt: Date; endAt: Date; createdBy: number },
): Promise<number> {
  const [row] = await db.insert(reports).values(values).returning({ id: reports.id });
  return row!.id;
}

export async function updateReportPublic(db: Db, id: number, isPublic: boolean): Promise<void> {
  await db
    .update(reports)
    .set({ isPublic, updatedAt: sql`now()` })
    .where(eq(reports.id, id));
}

export async function deleteReport(db: Db, id: number): Promise<void> {
  await db.delete(reports).where(eq(reports.id, id));
}

/** The account's settings, for the date range limit (unlimited_date_selection). */
export async function findAccountSettings(db: Db, accountId: number) {
  return db
    .select({ code: accountSettings.code, value: accountSettings.value })
    .from(accountSettings)
    .where(eq(accountSettings.accountId, accountId));
}

/** Whether a tracker belongs to the account (a report is only made for one of the account's trackers). */
export async function trackerInAccount(db: Db, accountId: number, deviceId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.id, deviceId), eq(devices.accountId, accountId)));
  return row !== undefined;
}
