import type { Report } from '@lodestar/contracts';
import { Group, Switch } from '@mantine/core';
import { usePublicSwitch } from '../hooks/use-public-switch.ts';
import { ReportPublicLink } from './report-public-link.tsx';

/**
 * A report's Public switch and, once the report is public on the server, its link with Copy (spec 2 §2: the
 * link shows only for a public report; a link shown before the save lands would open 'does not exist').
 */
export function ReportPublicSwitch({
  report,
  trackerName,
  compact = false,
}: {
  report: Pick<Report, 'id' | 'uuid' | 'account_id' | 'is_public'>;
  trackerName: string;
  compact?: boolean;
}) {
  const { isPublic, change } = usePublicSwitch(report);
  return (
    <Group gap="sm" wrap={compact ? 'nowrap' : 'wrap'} miw={0} maw="100%">
      <Switch
        size="sm"
        label={compact ? undefined : 'Public'}
        aria-label={`Public report of ${trackerName}`}
        checked={isPublic}
        onChange={(event) => change(event.currentTarget.checked)}
      />
      {isPublic && report.is_public && <ReportPublicLink uuid={report.uuid} compact={compact} />}
    </Group>
  );
}
