import { HISTORY_TEXTS } from '@lodestar/contracts';
import type { DownloadProgress, DownloadedFile } from '../../../api/file-download.ts';
import { useFileDownload as useSharedFileDownload } from '../../../hooks/use-file-download.ts';

/**
 * A history download (points, stops, the current position): the app's shared download with its toasts and
 * progress (hooks/use-file-download.ts), failing with the history screen's wording (spec 1 §8).
 */
export function useFileDownload<A>(
  download: (args: A, onProgress: (p: DownloadProgress) => void) => Promise<DownloadedFile>,
) {
  return useSharedFileDownload(download, HISTORY_TEXTS.downloadFailed);
}
