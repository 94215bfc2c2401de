import { Button, Group } from '@mantine/core';
import type { ReportExportType } from '@lodestar/contracts';
import { publicReportExportUrl } from '../api/public-report-exports.ts';

const DOWNLOADS: [ReportExportType, string][] = [
  ['pdf', 'Download PDF'],
  ['positions', 'Download positions CSV'],
  ['events', 'Download events CSV'],
];

/** The shared report's files (spec 2 §7): plain links the browser downloads, no sign-in needed. */
export function PublicReportDownloads({ uuid }: { uuid: string }) {
  return (
    <Group gap="xs" wrap="wrap">
      {DOWNLOADS.map(([type, label]) => (
        <Button
          key={type}
          component="a"
          href={publicReportExportUrl(uuid, type)}
          download
          size="xs"
          variant={type === 'pdf' ? 'filled' : 'default'}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
