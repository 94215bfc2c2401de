import type { Report } from '@lodestar/contracts';
import type { ReportRow } from './reports.repository.ts';

/** A report as the list and its updates answer it; the tracker with include=device. */
export function toReportDto(row: ReportRow, withDevice: boolean): Report {
  return {
    id: row.id,
    uuid: row.uuid,
    is_public: row.isPublic,
    start_at: row.startAt.toISOString(),
    end_at: row.endAt.toISOString(),
    account_id: row.accountId,
    device_id: row.deviceId,
    created_at: row.createdAt.toISOString(),
    ...(withDevice && { device: { id: row.deviceId, name: row.deviceName, account_id: row.accountId } }),
  };
}
