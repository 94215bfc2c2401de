import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';

/** What GET /downloads/{fileId}/info answers about an e-mailed file (docs/decisions/0060). */
export interface DownloadInfo {
  name: string;
  size: number;
  content_type: string;
  created_at: string;
  expires_at: string;
}

/**
 * GET /downloads/{fileId}/info: the file's name, size and when its link expires. 404 is the page's own message
 * (expired, or made for another user), not the app's Not Found page.
 */
export function fetchDownloadInfo(fileId: string, signal?: AbortSignal): Promise<DownloadInfo> {
  return apiRequest(`/downloads/${encodeURIComponent(fileId)}/info`, { signal, handles: [404] });
}

export function downloadInfoQueryOptions(fileId: string) {
  return queryOptions({
    queryKey: ['downloads', fileId, 'info'],
    queryFn: ({ signal }) => fetchDownloadInfo(fileId, signal),
    // a 404 stays a 404: asking again cannot bring an expired link back
    retry: false,
  });
}

export function useDownloadInfo(fileId: string) {
  return useQuery(downloadInfoQueryOptions(fileId));
}
