import {
  HISTORY_DOWNLOAD_FORMATS,
  HISTORY_DOWNLOAD_RANGE_TEXT,
  HISTORY_TEXTS,
  HISTORY_TIMING,
  type HistoryDownloadFormat,
} from '@lodestar/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { fitsHistoryDownload } from '../../../components/date-range/date-range-limits.ts';
import { describeRange } from '../../../components/date-range/date-range-limits.ts';
import { fetchCurrentPositionCsv, fetchPositionsFile, type HistoryPeriod } from '../api/download-history.ts';
import { useFileDownload } from '../hooks/use-file-download.ts';
import { progressLabel } from '../utils/download-progress.ts';

interface DownloadPointsModalProps {
  accountId: number;
  deviceId: number;
  period: HistoryPeriod;
  opened: boolean;
  onClose: () => void;
}

/**
 * The download positions modal (spec 1 §2.8): the period's positions as CSV, GPX or GeoJSON, only for a period
 * of at most 90 days, else the spec's text; and the current position alone, whose button rests for 3 s after use.
 */
export function DownloadPointsModal({
  accountId,
  deviceId,
  period,
  opened,
  onClose,
}: DownloadPointsModalProps) {
  const allowed = fitsHistoryDownload(period);
  const points = useFileDownload((format: HistoryDownloadFormat, onProgress) =>
    fetchPositionsFile(accountId, deviceId, period, format, onProgress),
  );
  const current = useFileDownload((_: void) => fetchCurrentPositionCsv(accountId, deviceId));
  const [resting, setResting] = useState(false);
  useEffect(() => {
    if (!resting) return;
    const timer = setTimeout(() => setResting(false), HISTORY_TIMING.currentPositionCooldown);
    return () => clearTimeout(timer);
  }, [resting]);
  const done = progressLabel(points.progress);

  return (
    <Modal opened={opened} onClose={onClose} title={HISTORY_TEXTS.downloadModalTitle} centered>
      <Stack gap="sm">
        <Text size="sm">{describeRange(period)}</Text>
        {!allowed && (
          <Text size="sm" c="orange.8" role="status">
            {HISTORY_DOWNLOAD_RANGE_TEXT}
          </Text>
        )}
        <Group gap="xs">
          {HISTORY_DOWNLOAD_FORMATS.map(({ format, label }) => (
            <Button
              key={format}
              size="xs"
              disabled={!allowed || points.pending}
              onClick={() => points.start(format)}
            >
              {label}
            </Button>
          ))}
          {points.pending && done && <Text size="xs">{done}</Text>}
        </Group>
        <Button
          variant="default"
          size="xs"
          disabled={resting || current.pending}
          onClick={() => {
            setResting(true);
            current.start();
          }}
        >
          {HISTORY_TEXTS.currentPositionOnly}
        </Button>
      </Stack>
    </Modal>
  );
}
