import { Title } from '@mantine/core';

/** Subscription (issue 29): being built. */
export function SubscriptionScreen() {
  return <Title order={2} size="h3">Subscription</Title>;
}
