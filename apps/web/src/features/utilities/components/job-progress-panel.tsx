import { Alert, Badge, Button, Group, List, Paper, Progress, Stack, Text } from '@mantine/core';
import { useCancelUtilityJob } from '../api/cancel-utility-job.ts';
import { useUtilityJob } from '../api/get-utility-job.ts';
import {
  isJobActive,
  jobCounts,
  jobFailures,
  jobPercent,
  JOB_STATUS_COLORS,
  JOB_STATUS_LABELS,
} from '../utils/job-progress.ts';
import { FormProblem } from './form-problem.tsx';

/** A job this form started: its progress every second until it finishes, the failures, and Cancel meanwhile. */
export function JobProgressPanel({ jobId, title }: { jobId: number; title: string }) {
  const job = useUtilityJob(jobId);
  const cancel = useCancelUtilityJob();
  if (job.error && !job.data) return <FormProblem error={job.error} fallback="The job could not be read." />;
  if (!job.data) return null;
  const data = job.data;
  const failures = jobFailures(data);
  return (
    <Paper component="section" withBorder radius="md" p="sm" aria-label={`${title} job`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>Job #{data.id}</Text>
          <Badge color={JOB_STATUS_COLORS[data.status]} variant="light">
            {JOB_STATUS_LABELS[data.status]}
          </Badge>
        </Group>
        <Progress
          value={jobPercent(data)}
          animated={isJobActive(data)}
          color={JOB_STATUS_COLORS[data.status]}
          aria-label={`Job #${data.id} progress`}
        />
        <Text size="sm">{jobCounts(data)}</Text>
        {data.error && (
          <Alert color="red" variant="light" p="xs">
            {data.error}
          </Alert>
        )}
        {failures.length > 0 && (
          <List size="sm" aria-label="Failures" spacing={2}>
            {failures.map((f) => (
              <List.Item key={String(f.item)}>
                <Text span ff="monospace" size="sm">
                  {f.item}
                </Text>
                : {f.message}
              </List.Item>
            ))}
          </List>
        )}
        <FormProblem error={cancel.error} fallback="The job could not be cancelled." />
        {isJobActive(data) && (
          <Group justify="flex-end">
            <Button variant="default" loading={cancel.isPending} onClick={() => cancel.mutate(data.id)}>
              Cancel
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
