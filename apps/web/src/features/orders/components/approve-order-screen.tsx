import { Title } from '@mantine/core';

/** Approve order (issue 29): being built. */
export function ApproveOrderScreen() {
  return <Title order={2} size="h3">Approve order</Title>;
}
