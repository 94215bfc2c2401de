import { Title } from '@mantine/core';

/** Order (issue 29): being built. */
export function OrderScreen() {
  return <Title order={2} size="h3">Order</Title>;
}
