import type { ReportExportType } from '@lodestar/contracts';
import { API_BASE } from '../../../api/http-client.ts';
import { browserTimeZone } from '../../../api/request-headers.ts';

/**
 * GET /public-reports/{uuid}/export/{type} (spec 2 §7): the file itself (PDF, positions CSV, events CSV). A
 * plain link with the download attribute fetches it: no sign-in, nothing to hold in memory on the page. A link
 * carries no headers, so the visitor's time zone goes in the query: the files' times are the visitor's.
 */
export function publicReportExportUrl(uuid: string, type: ReportExportType): string {
  const zone = encodeURIComponent(browserTimeZone());
  return `${API_BASE}/public-reports/${encodeURIComponent(uuid)}/export/${type}?timezone=${zone}`;
}
