import { Title } from '@mantine/core';

/** Order approved (issue 29): being built. */
export function ApproveOrderSuccessScreen() {
  return <Title order={2} size="h3">Order approved</Title>;
}
