import { TIMING } from '@lodestar/contracts';
import { ApiError } from '../../../api/api-error.ts';
import { API_BASE } from '../../../api/http-client.ts';
import { requestHeaders } from '../../../api/request-headers.ts';

/** A downloaded CSV: its content and the file name the server suggested. */
export interface CsvFile {
  blob: Blob;
  fileName: string;
}

function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/**
 * POSTs JSON and answers the CSV blob. The shared client reads JSON envelopes only, so downloads use this;
 * a failure becomes an ApiError carrying the server's message, which the download menu shows (spec 1 §8).
 */
export async function postForCsv(path: string, body: unknown, fallbackName: string): Promise<CsvFile> {
  const headers = requestHeaders(true);
  headers.set('Accept', 'text/csv, application/json');
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(TIMING.requestTimeout),
    });
  } catch {
    throw new ApiError(0, 'The server could not be reached');
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof payload?.message === 'string' && payload.message !== '' ? payload.message : null;
    throw new ApiError(response.status, message ?? `Request failed with status ${response.status}`, message);
  }
  return { blob: await response.blob(), fileName: fileNameOf(response, fallbackName) };
}

/** Hands a file to the browser's download, through a temporary link. */
export function saveFile({ blob, fileName }: CsvFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // the click has started the download; the object URL can go once the browser has read it
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
