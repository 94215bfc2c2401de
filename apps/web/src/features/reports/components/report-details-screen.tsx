import { pathTo, REPORT_TEXTS } from '@lodestar/contracts';
import { Alert, Anchor, Group } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { messageOf } from '../../../api/api-error.ts';
import { useReport } from '../api/get-report.ts';
import { useReportPath } from '../api/get-report-path.ts';
import { useReportAccount } from '../hooks/use-report-account.ts';
import { ReportPdfButton } from './report-pdf-button.tsx';
import { ReportPublicSwitch } from './report-public-switch.tsx';
import { ReportView } from './report-view.tsx';

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
  return (
    <ReportView
      report={report}
      path={path}
      onPositionsPage={setPositionsPage}
      placeholder={{ py: 'xl' }}
      failure={<Alert color="red">{messageOf(report.error, 'The report could not be loaded.')}</Alert>}
      frame={(data) => ({
        reportKey: `report-${data.id}`,
        top: <BackBar />,
        actions: (
          <Group gap="sm" wrap="wrap" miw={0} maw="100%">
            <ReportPublicSwitch report={data} trackerName={data.device.name} />
            <ReportPdfButton reportId={data.id} />
          </Group>
        ),
      })}
    />
  );
}
