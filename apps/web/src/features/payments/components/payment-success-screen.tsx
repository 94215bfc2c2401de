import { Title } from '@mantine/core';

/** Thank you for your payment (issue 29): being built. */
export function PaymentSuccessScreen() {
  return <Title order={2} size="h3">Thank you for your payment</Title>;
}
