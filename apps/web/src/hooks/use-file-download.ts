import { TIMING } from '@lodestar/contracts';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../api/api-error.ts';
import { saveFile, type DownloadProgress, type DownloadedFile } from '../api/file-download.ts';

/** The toasts' words, shared so every download in the app says the same things. */
export const DOWNLOAD_TEXTS = {
  preparing: 'Preparing your download…',
  done: (fileName: string) => `Downloaded ${fileName}`,
  failed: 'An error occurred',
} as const;

let toastCount = 0;

/**
 * A download the user started (issue 15: every download shows it is working, when it is done, and a failure).
 * While it runs a toast says the file is being prepared and `pending`/`progress` let the button spin or count;
 * at the end the file goes to the browser and the toast turns into 'Downloaded <file>', or into the server's
 * message, else `failedText` (spec 1 §8: 'An error occurred').
 */
export function useFileDownload<A>(
  download: (args: A, onProgress: (p: DownloadProgress) => void) => Promise<DownloadedFile>,
  failedText: string = DOWNLOAD_TEXTS.failed,
) {
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const finish = (id: string | undefined, color: 'green' | 'red', message: string) => {
    const toast = { color, message, loading: false, autoClose: TIMING.defaultToast, withCloseButton: true };
    if (id) notifications.update({ id, ...toast });
    else notifications.show(toast);
  };
  const mutation = useMutation({
    onMutate: () => {
      toastCount += 1;
      const id = `file-download-${toastCount}`;
      notifications.show({
        id,
        loading: true,
        message: DOWNLOAD_TEXTS.preparing,
        autoClose: false,
        withCloseButton: false,
      });
      return { toastId: id };
    },
    mutationFn: (args: A) => {
      setProgress({ bytes: 0, fraction: null });
      return download(args, setProgress);
    },
    onSuccess: (file, _args, started) => {
      saveFile(file);
      finish(started?.toastId, 'green', DOWNLOAD_TEXTS.done(file.fileName));
    },
    onError: (error, _args, started) => finish(started?.toastId, 'red', messageOf(error, failedText)),
    onSettled: () => setProgress(null),
  });
  return { start: mutation.mutate, pending: mutation.isPending, progress };
}
