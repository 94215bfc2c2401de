import { REPORT_TEXTS } from '@lodestar/contracts';
import { Alert, Center, Container, Loader, Stack, Title } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { usePage } from '../../../hooks/use-page.ts';
import { useReports } from '../api/get-reports.ts';
import { useReportAccount } from '../hooks/use-report-account.ts';
import { ReportCreateForm } from './report-create-form.tsx';
import { ReportListTable } from './report-list-table.tsx';

/**
 * ReportListView at /reports (spec 2 §2): New Report, then the account's reports newest first, paged, with
 * 'No reports have been created' when there are none.
 */
export function ReportListScreen() {
  const account = useReportAccount();
  const [page, setPage] = usePage(String(account?.id ?? 0));
  const reports = useReports(account?.id ?? 0, page);
  if (!account) return null;
  const meta = reports.data?.meta;

  return (
    <Container size="lg" w="100%" py="md" px="sm">
      <Stack gap="md">
        <Title order={1}>Reports</Title>
        <ReportCreateForm account={account} />
        {reports.isPending && (
          <Center py="xl">
            <Loader aria-label="Loading reports" />
          </Center>
        )}
        {reports.isError && <Alert color="red">The reports could not be loaded.</Alert>}
        {meta?.total === 0 && <EmptyState title={REPORT_TEXTS.noReports} />}
        {reports.data && reports.data.data.length > 0 && <ReportListTable reports={reports.data.data} />}
        {meta && meta.total > 0 && (
          <PaginationBar meta={meta} onPage={setPage} label="Reports" noun="reports" />
        )}
      </Stack>
    </Container>
  );
}
