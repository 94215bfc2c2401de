import { REPORT_TEXTS, REPORT_TIMING } from '@lodestar/contracts';
import { Text } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { PublicLinkNotFound } from '../../../components/public-link-not-found.tsx';
import { usePublicLoadFailureToast } from '../../../hooks/use-public-load-failure-toast.ts';
import { isNotFound, usePublicReport } from '../api/get-public-report.ts';
import { usePublicReportPath } from '../api/get-public-report-path.ts';
import { PublicReportDownloads } from './public-report-downloads.tsx';
import { ReportView } from './report-view.tsx';

/**
 * ReportViewView at /reports/view/{uuid} (spec 2 §2): a shared report opened without signing in. The same content
 * as the details, without the back bar and with nothing of the account but this report; the files download from
 * here. An unknown or private uuid says 'This report does not exist'; any other load failure a toast for 15 s.
 */
export function PublicReportScreen() {
  const uuid = useParams().uuid ?? '';
  const [positionsPage, setPositionsPage] = useState(1);
  const report = usePublicReport(uuid, positionsPage);
  const path = usePublicReportPath(uuid, report.data !== undefined);
  const { error, errorUpdatedAt } = report;
  const notFound = isNotFound(error);

  usePublicLoadFailureToast({
    error,
    errorUpdatedAt,
    notFound,
    fallback: 'The report could not be loaded. Please try again later.',
    autoClose: REPORT_TIMING.publicErrorToast,
  });

  // a report made private while its page is open is gone, not kept from an older answer
  if (notFound)
    return (
      <PublicLinkNotFound
        title={REPORT_TEXTS.notFound}
        hint="The report may no longer be shared, or the link was copied only in part. Ask the sender for a new link."
      />
    );
  return (
    <ReportView
      report={report}
      path={path}
      onPositionsPage={setPositionsPage}
      placeholder={{ mih: '60dvh' }}
      failure={<Text c="dimmed">The report could not be loaded.</Text>}
      frame={() => ({
        reportKey: `public-report-${uuid}`,
        top: <BrandLogo height={32} />,
        actions: <PublicReportDownloads uuid={uuid} />,
      })}
    />
  );
}
