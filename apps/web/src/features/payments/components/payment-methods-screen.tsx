import { Title } from '@mantine/core';

/** Payment methods (issue 29): being built. */
export function PaymentMethodsScreen() {
  return <Title order={2} size="h3">Payment methods</Title>;
}
