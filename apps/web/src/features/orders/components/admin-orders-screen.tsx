import { Title } from '@mantine/core';

/** Orders (issue 29): being built. */
export function AdminOrdersScreen() {
  return (
    <Title order={2} size="h3">
      Orders
    </Title>
  );
}
