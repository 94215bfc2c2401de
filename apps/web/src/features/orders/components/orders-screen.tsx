import { Title } from '@mantine/core';

/** Order History (issue 29): being built. */
export function OrdersScreen() {
  return <Title order={2} size="h3">Order History</Title>;
}
