import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';

/**
 * GET /reports/{id}/export (spec 2 §7): the PDF is built in the background and its link mailed; the answer only
 * says so. The screen shows the 'Report PDF Download' dialog, or the server's message on failure.
 */
export function requestReportPdf(id: number): Promise<{ message: string }> {
  return apiRequest(`/reports/${id}/export`, { handles: [403, 404, 409, 422, 429, 500, 502, 504] });
}

export function useRequestReportPdf(id: number) {
  return useMutation({ mutationFn: () => requestReportPdf(id) });
}
