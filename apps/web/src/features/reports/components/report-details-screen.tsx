import { HISTORY_TEXTS, pathTo, REPORT_TEXTS } from '@lodestar/contracts';
import { Alert, Anchor, Center, Group, Loader } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { messageOf } from '../../../api/api-error.ts';
import { useReport } from '../api/get-report.ts';
import { useReportPath } from '../api/get-report-path.ts';
import { useReportAccount } from '../hooks/use-report-account.ts';
import { ReportContent } from './report-content.tsx';
import { ReportPdfButton } from './report-pdf-button.tsx';
import { ReportPublicSwitch } from './report-public-switch.tsx';

/** The way back to the list (spec 2 §2: back bar All Reports). */
function BackBar() {
  return (
    <Anchor component={Link} to={pathTo('ReportListView')} size="sm" w="fit-content">
      ← {REPORT_TEXTS.backBar}
    </Anchor>
  );
}

/** ReportDetailsView at /reports/{id} (spec 2 §2): the back bar, Download PDF, the public switch, the report. */
export function ReportDetailsScreen() {
  const account = useReportAccount();
  const id = Number(useParams().id);
  const accountId = account?.id ?? 0;
  const [positionsPage, setPositionsPage] = useState(1);
  const report = useReport(accountId, id, positionsPage);
  const path = useReportPath(accountId, id);
  if (!account) return null;
  if (!report.data)
    return (
      <Center py="xl">
        {report.isError ? (
          <Alert color="red">{messageOf(report.error, 'The report could not be loaded.')}</Alert>
        ) : (
          <Loader aria-label="Loading report" />
        )}
      </Center>
    );
  const { data, meta } = report.data;
  return (
    <ReportContent
      report={data}
      positionsMeta={meta.positions}
      onPositionsPage={setPositionsPage}
      path={path.data}
      pathError={path.isError ? messageOf(path.error, HISTORY_TEXTS.loadFailed) : null}
      reportKey={`report-${data.id}`}
      top={<BackBar />}
      actions={
        <Group gap="sm" wrap="wrap" miw={0} maw="100%">
          <ReportPublicSwitch report={data} trackerName={data.device.name} />
          <ReportPdfButton reportId={data.id} />
        </Group>
      }
    />
  );
}
