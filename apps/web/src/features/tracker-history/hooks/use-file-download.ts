import { HISTORY_TEXTS } from '@lodestar/contracts';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../../api/api-error.ts';
import { saveFile, type DownloadProgress, type DownloadedFile } from '../../../api/file-download.ts';

/**
 * A download the user started: its progress while it streams in, the file handed to the browser at the end,
 * and on failure a toast with the server's message, else 'An error occurred' (spec 1 §8).
 */
export function useFileDownload<A>(
  download: (args: A, onProgress: (p: DownloadProgress) => void) => Promise<DownloadedFile>,
) {
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const mutation = useMutation({
    mutationFn: (args: A) => {
      setProgress({ bytes: 0, fraction: null });
      return download(args, setProgress);
    },
    onSuccess: saveFile,
    onError: (error) =>
      notifications.show({ color: 'red', message: messageOf(error, HISTORY_TEXTS.downloadFailed) }),
    onSettled: () => setProgress(null),
  });
  return { start: mutation.mutate, pending: mutation.isPending, progress };
}
