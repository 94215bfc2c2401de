import { UTILITY_ACTIONS, type UtilityJob } from '@lodestar/contracts';
import { Badge, Button, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatDateTime } from '../../../components/date-format.ts';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { useCancelUtilityJob } from '../api/cancel-utility-job.ts';
import { useUtilityJobs } from '../api/get-utility-jobs.ts';
import { FormProblem } from './form-problem.tsx';
import {
  isJobActive,
  jobCounts,
  jobFailures,
  jobPercent,
  JOB_STATUS_COLORS,
  JOB_STATUS_LABELS,
} from '../utils/job-progress.ts';

const titleOf = (job: UtilityJob) => UTILITY_ACTIONS.find((a) => a.id === job.action)?.title ?? job.action;

/**
 * The jobs of every internal admin, newest first, with their progress: a job started before a reload or by
 * another admin shows here and keeps moving (the list is asked for every second while one runs).
 */
export function RecentJobs() {
  const [page, setPage] = useState(1);
  const jobs = useUtilityJobs(page);
  const cancel = useCancelUtilityJob();

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="recent-utility-jobs">
      <Stack gap="sm">
        <Title order={2} size="h4" id="recent-utility-jobs">
          Recent jobs
        </Title>
        <FormProblem error={jobs.error} fallback="The jobs could not be loaded." />
        <FormProblem error={cancel.error} fallback="The job could not be cancelled." />
        {jobs.data && jobs.data.data.length > 0 && (
          <Table.ScrollContainer minWidth={720}>
            <Table striped aria-label="Utility jobs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Job</Table.Th>
                  <Table.Th>Started</Table.Th>
                  <Table.Th>By</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th miw={200}>Progress</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {jobs.data.data.map((job) => (
                  <JobRow key={job.id} job={job} onCancel={() => cancel.mutate(job.id)} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {jobs.data && (
          <PaginationBar
            meta={jobs.data.meta}
            label="Utility jobs"
            onPage={setPage}
            emptyText="No jobs yet"
          />
        )}
      </Stack>
    </Paper>
  );
}

function JobRow({ job, onCancel }: { job: UtilityJob; onCancel: () => void }) {
  const failures = jobFailures(job);
  return (
    <Table.Tr>
      <Table.Td>
        #{job.id} {titleOf(job)}
      </Table.Td>
      <Table.Td>{formatDateTime(job.created_at)}</Table.Td>
      <Table.Td>{job.created_by?.name ?? '—'}</Table.Td>
      <Table.Td>
        <Badge color={JOB_STATUS_COLORS[job.status]} variant="light">
          {JOB_STATUS_LABELS[job.status]}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Progress
          value={jobPercent(job)}
          color={JOB_STATUS_COLORS[job.status]}
          aria-label={`Job #${job.id} progress`}
        />
        <Text size="xs" mt={4}>
          {jobCounts(job)}
        </Text>
        {failures.length > 0 && (
          <Text size="xs" c="red">
            {failures
              .slice(0, 3)
              .map((f) => `${f.item}: ${f.message}`)
              .join('; ')}
            {failures.length > 3 ? ` and ${failures.length - 3} more` : ''}
          </Text>
        )}
        {job.error && (
          <Text size="xs" c="red">
            {job.error}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {isJobActive(job) && (
          <Button size="compact-sm" variant="default" onClick={onCancel} aria-label={`Cancel job #${job.id}`}>
            Cancel
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
