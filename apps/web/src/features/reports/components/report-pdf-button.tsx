import { REPORT_TEXTS } from '@lodestar/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { messageOf } from '../../../api/api-error.ts';
import { useRequestReportPdf } from '../api/request-report-pdf.ts';

/**
 * 'Download PDF' (spec 2 §2, §8): asks the server to build the PDF and mail its link, then says so in the
 * 'Report PDF Download' dialog. A refusal shows the server's message in a toast.
 */
export function ReportPdfButton({ reportId }: { reportId: number }) {
  const request = useRequestReportPdf(reportId);
  const [open, setOpen] = useState(false);
  const ask = () =>
    request.mutate(undefined, {
      onSuccess: () => setOpen(true),
      onError: (error) =>
        notifications.show({ color: 'red', message: messageOf(error, 'The PDF could not be requested') }),
    });
  return (
    <>
      <Button size="xs" onClick={ask} loading={request.isPending}>
        {REPORT_TEXTS.downloadPdf}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={REPORT_TEXTS.pdfDialogTitle} centered>
        <Stack gap="md">
          <Text size="sm">{REPORT_TEXTS.pdfDialogText}</Text>
          <Group justify="flex-end">
            <Button onClick={() => setOpen(false)} data-autofocus>
              OK
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
