import {
  isSettingOn,
  REPORT_TEXTS,
  type CreateReportRequest,
  type Report,
  type ReportPage,
} from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import { canSeeDevice, type AccountAccess } from '../accounts/account-access.ts';
import { pageMeta } from '../devices/page-meta.ts';
import type { TimeZoneChoice } from '../downloads/time-zone.ts';
import { toReportDto } from './report-dto.ts';
import { checkReportRange } from './report-range.ts';
import {
  deleteReport,
  findAccountSettings,
  findReport,
  findReportPage,
  insertReport,
  trackerInAccount,
  updateReportPublic,
  type ReportRow,
} from './reports.repository.ts';

export const REPORTS_PER_PAGE = 25;

export async function listReports(
  db: Db,
  access: AccountAccess,
  query: { page?: number; per_page?: number },
  withDevice: boolean,
): Promise<ReportPage> {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? REPORTS_PER_PAGE;
  const { rows, total } = await findReportPage(db, access.accountId, access.deviceIds, {
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  return {
    data: rows.map((r) => toReportDto(r, withDevice)),
    meta: pageMeta(page, perPage, total, rows.length),
  };
}

/** The report if the caller may see it (the devices role: only its trackers'); anything else is 404. */
export async function reportOf(db: Db, access: AccountAccess, id: number): Promise<ReportRow> {
  const row = await findReport(db, access.accountId, access.deviceIds, id);
  if (!row) throw notFound(REPORT_TEXTS.notFound);
  return row;
}

/** A new report of one of the account's trackers (one the caller may see) for a period spec 2 §5 allows. */
export async function createReport(
  db: Db,
  access: AccountAccess,
  body: CreateReportRequest,
  zone: TimeZoneChoice,
): Promise<{ id: number }> {
  const deviceId = body.device_id!;
  if (!canSeeDevice(access, deviceId) || !(await trackerInAccount(db, access.accountId, deviceId))) {
    throw unprocessable(REPORT_TEXTS.foreignTracker, { device_id: [REPORT_TEXTS.foreignTracker] });
  }
  const range = { from: new Date(body.start_at), to: new Date(body.end_at) };
  const unlimited = isSettingOn(
    { settings: await findAccountSettings(db, access.accountId) },
    'unlimited_date_selection',
  );
  checkReportRange(range, { unlimited, zone });
  const id = await insertReport(db, {
    accountId: access.accountId,
    deviceId,
    startAt: range.from,
    endAt: range.to,
    createdBy: access.userId,
  });
  return { id };
}

export async function setReportPublic(
  db: Db,
  access: AccountAccess,
  id: number,
  isPublic: boolean,
): Promise<Report> {
  const row = await reportOf(db, access, id);
  await updateReportPublic(db, row.id, isPublic);
  return toReportDto({ ...row, isPublic }, true);
}

export async function removeReport(db: Db, access: AccountAccess, id: number): Promise<{ id: number }> {
  const row = await reportOf(db, access, id);
  await deleteReport(db, row.id);
  return { id: row.id };
}
