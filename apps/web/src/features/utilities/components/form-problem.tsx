import { Alert } from '@mantine/core';
import { messageOf } from '../../../api/api-error.ts';

/** The server's refusal (or the form's own problem) under the form, in its words. */
export function FormProblem({ error, fallback }: { error: unknown; fallback: string }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" role="alert" p="xs">
      {typeof error === 'string' ? error : messageOf(error, fallback)}
    </Alert>
  );
}
