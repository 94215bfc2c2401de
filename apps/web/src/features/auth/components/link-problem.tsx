import { Alert, Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';

/** A mailed link that cannot be used (used, expired, not valid): what happened and where to get a new one. */
export function LinkProblem({ message, next }: { message: string; next: { label: string; to: string } }) {
  return (
    <Stack gap="md">
      <Alert color="red" role="alert" variant="light" title={message}>
        Links in our mails work once and for a limited time.
      </Alert>
      <Anchor component={Link} to={next.to} ta="center">
        {next.label}
      </Anchor>
    </Stack>
  );
}
