import { Button, Group, Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { useRunUtility } from '../api/run-utility.ts';
import { checkForm, serverFieldErrors } from '../utils/utility-input.ts';
import { FormProblem } from './form-problem.tsx';
import { ResultPanel } from './result-panel.tsx';
import type { UtilityFormProps } from './utility-form-props.ts';

/** A single action: checked, sent, and its result (message and details) shown under the form. */
export function SingleActionForm<V extends object>({
  action,
  form,
  toInput,
  problems,
  children,
}: UtilityFormProps<V>) {
  const run = useRunUtility(action);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkForm(action, form.values, toInput, problems);
    if (!check.ok) {
      run.reset();
      form.setErrors(check.errors);
      return;
    }
    run.mutate(check.input, {
      onError: (error) => {
        if (error instanceof ApiError) form.setErrors(serverFieldErrors(error.errors));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {children}
        <FormProblem error={form.errors.form} fallback="" />
        <FormProblem error={run.error} fallback="The action failed. Please try again." />
        <Group justify="flex-end">
          <Button type="submit" loading={run.isPending}>
            Run
          </Button>
        </Group>
        {run.data && !run.isPending && <ResultPanel result={run.data} />}
      </Stack>
    </form>
  );
}
