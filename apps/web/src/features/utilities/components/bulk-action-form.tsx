import { UTILITY_ACTIONS, type UtilityDryRun } from '@lodestar/contracts';
import { Button, Group, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { openConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { usePreviewUtility } from '../api/preview-utility.ts';
import { useStartUtilityJob } from '../api/start-utility-job.ts';
import { checkForm, sameInput, serverFieldErrors } from '../utils/utility-input.ts';
import { DryRunPanel } from './dry-run-panel.tsx';
import { FormProblem } from './form-problem.tsx';
import { JobProgressPanel } from './job-progress-panel.tsx';
import type { UtilityFormProps } from './utility-form-props.ts';

/** Actions that remove what cannot be brought back: Run asks first. */
const DESTRUCTIVE = new Set(['clear-device']);

interface Preview {
  /** what the form held when previewed, to tell whether the preview still describes it */
  raw: unknown;
  input: unknown;
  dryRun: UtilityDryRun;
}

/**
 * A bulk action (a range or many trackers): Preview shows the dry run (what would change, refused items marked),
 * Run queues the job for exactly what was previewed, and its progress shows until it finishes.
 */
export function BulkActionForm<V extends object>({
  action,
  form,
  toInput,
  problems,
  children,
}: UtilityFormProps<V>) {
  const preview = usePreviewUtility(action);
  const start = useStartUtilityJob(action);
  const [previewed, setPreviewed] = useState<Preview | null>(null);
  const [jobId, setJobId] = useState<number | null>(null);
  const title = UTILITY_ACTIONS.find((a) => a.id === action)?.title ?? action;
  const fresh = previewed !== null && sameInput(previewed.raw, toInput(form.values));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    start.reset();
    const raw = toInput(form.values);
    const check = checkForm(action, form.values, () => raw, problems);
    if (!check.ok) {
      preview.reset();
      form.setErrors(check.errors);
      return;
    }
    preview.mutate(check.input, {
      onSuccess: (dryRun) => setPreviewed({ raw, input: check.input, dryRun }),
      onError: (error) => {
        setPreviewed(null);
        if (error instanceof ApiError) form.setErrors(serverFieldErrors(error.errors));
      },
    });
  };

  const queue = async (input: unknown) => {
    const job = await start.mutateAsync(input);
    setJobId(job.id);
    setPreviewed(null);
  };
  const runJob = () => {
    if (!previewed) return;
    if (!DESTRUCTIVE.has(action)) {
      void queue(previewed.input).catch(() => undefined);
      return;
    }
    void openConfirmDialog({
      actionLabel: title,
      title: `Run ${title}?`,
      body: `${previewed.dryRun.summary} What it removes cannot be brought back.`,
      action: () => queue(previewed.input),
      successMessage: null,
      danger: true,
    });
  };

  return (
    <Stack gap="sm">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {children}
          <FormProblem error={form.errors.form} fallback="" />
          <FormProblem error={preview.error ?? start.error} fallback="The action failed. Please try again." />
          <Group justify="flex-end">
            <Button type="submit" variant={fresh ? 'default' : 'filled'} loading={preview.isPending}>
              Preview
            </Button>
          </Group>
        </Stack>
      </form>
      {previewed && (
        <DryRunPanel
          dryRun={previewed.dryRun}
          stale={!fresh}
          running={start.isPending}
          danger={DESTRUCTIVE.has(action)}
          onRun={runJob}
        />
      )}
      {jobId !== null && <JobProgressPanel jobId={jobId} title={title} />}
    </Stack>
  );
}
