import { ROUTES } from '@lodestar/contracts';
import { Alert, Box } from '@mantine/core';
import { useCurrentAccount } from '../../../session/use-current-account.ts';
import { useReportDocument } from '../hooks/use-report-document.ts';
import { customReportSrc } from '../utils/custom-report-src.ts';
import { DashboardsFrame } from './dashboards-frame.tsx';

/**
 * DashboardCustomView at /dashboards/analytics (spec 2 §2): the account's embedded report (embed_report_src).
 * The guard lets in only accounts with dashboards, embeds_custom_report and an address; the frame loads once
 * the page was served for this address, whose Content-Security-Policy allows the report's origin (decision 0064).
 */
export function CustomReportScreen() {
  const { access } = useCurrentAccount();
  const src = customReportSrc(access?.account);
  const ready = useReportDocument(ROUTES.DashboardCustomView);
  return (
    <DashboardsFrame current="DashboardCustomView">
      {src === null ? (
        <Alert color="red">The custom report's address is not a web address, so it cannot be shown.</Alert>
      ) : (
        ready && (
          <Box
            component="iframe"
            src={src}
            title="Custom report"
            referrerPolicy="strict-origin-when-cross-origin"
            w="100%"
            h="calc(100dvh - 220px)"
            mih={480}
            style={{ border: 0 }}
          />
        )
      )}
    </DashboardsFrame>
  );
}
