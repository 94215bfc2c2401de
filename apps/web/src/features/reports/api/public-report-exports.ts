import type { ReportExportType } from '@lodestar/contracts';
import { API_BASE } from '../../../api/http-client.ts';

/**
 * GET /public-reports/{uuid}/export/{type} (spec 2 §7): the file itself (PDF, positions CSV, events CSV). A
 * plain link with the download attribute fetches it: no sign-in, nothing to hold in memory on the page.
 */
export function publicReportExportUrl(uuid: string, type: ReportExportType): string {
  return `${API_BASE}/public-reports/${encodeURIComponent(uuid)}/export/${type}`;
}
