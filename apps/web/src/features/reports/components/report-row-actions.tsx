import { MESSAGES, pathTo, REPORT_TEXTS, type Report } from '@lodestar/contracts';
import { Button, Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { openConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { deleteReport, forgetReport } from '../api/delete-report.ts';

/**
 * A report row's actions (spec 2 §2): View opens its details; Delete asks first and, on failure, says
 * "Can't delete" (spec 2 §8: table item actions use "Can't {action}", not the server's words).
 */
export function ReportRowActions({ report, trackerName }: { report: Report; trackerName: string }) {
  const queryClient = useQueryClient();
  const remove = () =>
    openConfirmDialog({
      actionLabel: 'Delete report',
      title: `Delete the report of ${trackerName}?`,
      body: 'The report and its public link go for good. The tracker and its history stay.',
      danger: true,
      action: () =>
        deleteReport(report.account_id, report.id).catch(() => {
          // a bare error: the dialog then shows errorMessage instead of the server's text
          throw new Error('delete failed');
        }),
      errorMessage: REPORT_TEXTS.cantAction('delete'),
      successMessage: MESSAGES.deleted,
      onDone: () => void forgetReport(queryClient, report.account_id, report.id),
    });

  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      <Button
        component={Link}
        to={pathTo('ReportDetailsView', { id: report.id })}
        size="compact-sm"
        variant="light"
        aria-label={`View the report of ${trackerName}`}
      >
        View
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        onClick={() => void remove()}
        aria-label={`Delete the report of ${trackerName}`}
      >
        Delete
      </Button>
    </Group>
  );
}
