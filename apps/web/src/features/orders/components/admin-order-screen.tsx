import { Title } from '@mantine/core';

/** Order (issue 29): being built. */
export function AdminOrderScreen() {
  return (
    <Title order={2} size="h3">
      Order
    </Title>
  );
}
