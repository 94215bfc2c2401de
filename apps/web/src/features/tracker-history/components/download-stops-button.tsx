import { HISTORY_TEXTS } from '@lodestar/contracts';
import { Button } from '@mantine/core';
import { fetchStopsCsv, type HistoryPeriod } from '../api/download-history.ts';
import { useFileDownload } from '../hooks/use-file-download.ts';
import { progressLabel } from '../utils/download-progress.ts';

interface DownloadStopsButtonProps {
  accountId: number;
  deviceId: number;
  period: HistoryPeriod;
}

/** 'Download stops' (spec 1 §2.6): the period's stops as CSV, with its progress on the button while it arrives. */
export function DownloadStopsButton({ accountId, deviceId, period }: DownloadStopsButtonProps) {
  const { start, pending, progress } = useFileDownload((p: HistoryPeriod, onProgress) =>
    fetchStopsCsv(accountId, deviceId, p, onProgress),
  );
  const done = progressLabel(progress);
  return (
    <Button
      variant="default"
      size="xs"
      loading={pending && !done}
      disabled={pending}
      onClick={() => start(period)}
    >
      {HISTORY_TEXTS.downloadStops}
      {pending && done ? ` (${done})` : ''}
    </Button>
  );
}
