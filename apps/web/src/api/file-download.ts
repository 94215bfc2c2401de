import { TIMING } from '@lodestar/contracts';
import { ApiError, NO_RESPONSE_STATUS } from './api-error.ts';
import { API_BASE } from './http-client.ts';
import { requestHeaders } from './request-headers.ts';

/** A downloaded file: its content and the name the server suggested. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** How much of a download has arrived: a fraction when the server said the size, else bytes only. */
export interface DownloadProgress {
  bytes: number;
  fraction: number | null;
}

/** The file name in a response's Content-Disposition, else `fallback`. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

async function readWithProgress(
  response: Response,
  onProgress?: (p: DownloadProgress) => void,
): Promise<Blob> {
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  if (!response.body || !onProgress) return response.blob();
  const total = Number(response.headers.get('Content-Length')) || null;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    onProgress({ bytes, fraction: total ? Math.min(1, bytes / total) : null });
  }
  return new Blob(chunks, { type });
}

interface FileRequest {
  query?: Record<string, string | number>;
  /** Sent as JSON (a POST). */
  body?: unknown;
  accept: string;
  fallbackName: string;
  onProgress?: (progress: DownloadProgress) => void;
}

/**
 * Fetches a file (CSV, GPX, GeoJSON) and answers its content, reporting progress as it streams in. The shared
 * client reads JSON envelopes only, so downloads use this; a failure becomes an ApiError carrying the server's
 * message, for the screen's own wording (spec 1 §8: the server's message, else 'An error occurred').
 */
async function requestFile(
  method: 'GET' | 'POST',
  path: string,
  request: FileRequest,
): Promise<DownloadedFile> {
  const hasBody = request.body !== undefined;
  const headers = requestHeaders(hasBody);
  headers.set('Accept', `${request.accept}, application/json`);
  const search = new URLSearchParams(
    Object.entries(request.query ?? {}).map(([name, value]) => [name, String(value)]),
  ).toString();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}${search ? `?${search}` : ''}`, {
      method,
      headers,
      body: hasBody ? JSON.stringify(request.body) : undefined,
      credentials: 'same-origin',
      signal: AbortSignal.timeout(TIMING.requestTimeout),
    });
  } catch {
    throw new ApiError(NO_RESPONSE_STATUS, 'The server could not be reached');
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof payload?.message === 'string' && payload.message !== '' ? payload.message : null;
    throw new ApiError(response.status, message ?? `Request failed with status ${response.status}`, message);
  }
  const blob = await readWithProgress(response, request.onProgress);
  return { blob, fileName: fileNameOf(response, request.fallbackName) };
}

/** GETs a file; see requestFile. */
export function getFile(path: string, request: Omit<FileRequest, 'body'>): Promise<DownloadedFile> {
  return requestFile('GET', path, request);
}

/** POSTs JSON and answers a file; see requestFile. */
export function postFile(path: string, request: FileRequest): Promise<DownloadedFile> {
  return requestFile('POST', path, request);
}

/** Hands a file to the browser's download, through a temporary link. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
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
