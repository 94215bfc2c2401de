import type { DownloadProgress } from '../../../api/file-download.ts';

/** Progress in words for a button: a percentage when the size is known, else the kilobytes so far. */
export function progressLabel(progress: DownloadProgress | null): string | null {
  if (!progress) return null;
  if (progress.fraction !== null) return `${Math.round(progress.fraction * 100)}%`;
  return progress.bytes > 0 ? `${Math.round(progress.bytes / 1024)} kB` : null;
}
